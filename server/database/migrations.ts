import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely'
import { searchableFields } from './lead-fields.ts'
import type { Engine } from './schema.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema as it was
   then, not LeadSchema as it is now. */
type AnyDb = Kysely<any>

/**
 * The schema's history, oldest first. A migration never changes once released: a new one is
 * added instead. Names sort in the order they run.
 */
function migrations(engine: Engine, dataDir: string): Record<string, Migration> {
  const binary = engine === 'postgres' ? 'bytea' : 'blob'
  return {
    // The schema of the release before this one, which created its tables with IF NOT EXISTS
    // itself: on its databases this finds them in place.
    '2026-11-01-leads-and-outbox': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('leads')
          .ifNotExists()
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('kind', 'text', (column) =>
            column.notNull().check(sql`kind IN ('contact', 'application')`),
          )
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('idempotency_key', 'text', (column) => column.unique())
          .addColumn('data', 'text', (column) => column.notNull())
          .addColumn('cv_file', 'text')
          .addColumn('cv_name', 'text')
          .addColumn('cv_type', 'text')
          .addColumn('cv_bytes', 'integer')
          .execute()
        await db.schema
          .createTable('outbox')
          .ifNotExists()
          .addColumn('id', 'integer', (column) =>
            engine === 'postgres'
              ? column.primaryKey().generatedByDefaultAsIdentity()
              : column.primaryKey(),
          )
          .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id'))
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (column) => column.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .execute()
        await db.schema
          .createIndex('outbox_due')
          .ifNotExists()
          .on('outbox')
          .column('next_attempt_at')
          .where(sql.ref('sent_at'), 'is', null)
          .execute()
        await db.schema
          .createIndex('outbox_lead')
          .ifNotExists()
          .on('outbox')
          .column('lead_id')
          .execute()
      },
    },
    // CVs move into the database: an application and its CV commit together, and every
    // replica reads them from the one store. Files of earlier releases are copied in here;
    // removeMovedCvFiles deletes them once this has committed.
    '2026-11-23-cv-in-database': {
      async up(db: AnyDb) {
        await db.schema.alterTable('leads').addColumn('cv_content', sql.raw(binary)).execute()
        const stored = await db
          .selectFrom('leads')
          .select(['id', 'cv_file'])
          .where('cv_file', 'is not', null)
          .execute()
        for (const lead of stored as { id: string; cv_file: string }[]) {
          const content = await readFile(join(dataDir, lead.cv_file))
          await db
            .updateTable('leads')
            .set({ cv_content: content, cv_bytes: content.length })
            .where('id', '=', lead.id)
            .execute()
        }
      },
    },
    // An Idempotency-Key stands for one request: its lead remembers a digest of what was sent,
    // so the same key with a different enquiry is refused instead of answered with the first.
    // Leads stored before have none and match any replay, as they did.
    '2026-11-23-request-digest': {
      async up(db: AnyDb) {
        await db.schema.alterTable('leads').addColumn('request_digest', 'text').execute()
      },
    },
    // A notification the SMTP server refused for good (5xx: bad credentials, rejected
    // recipient) is marked failed instead of being retried forever; `leads outbox retry` makes
    // it due again. The partial index keeps the health check's look for failures cheap.
    // Its name sorts after request-digest: Kysely refuses a new migration that sorts before
    // one a database has already run.
    '2026-11-23-smtp-refusals': {
      async up(db: AnyDb) {
        await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute()
        await db.schema
          .createIndex('outbox_failed')
          .on('outbox')
          .column('failed_at')
          .where(sql.ref('failed_at'), 'is not', null)
          .execute()
      },
    },
    // The sales desk (src/admin/contract.ts): users and their sessions, the throttle's failed
    // sign-ins, the audit log; each lead's status, owner, note, its searchable fields and where
    // it came from; and the outbox's channels (mail, webhook) with a log of every attempt.
    '2026-11-24-sales-desk': {
      async up(db: AnyDb) {
        const id = (column: ColumnDefinitionBuilder) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey()
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('email', 'text', (column) => column.notNull().unique())
          .addColumn('role', 'text', (column) =>
            column.notNull().check(sql`role IN ('admin', 'sales')`),
          )
          .addColumn('password_hash', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('last_sign_in_at', 'text')
          .execute()
        await db.schema
          .createTable('sessions')
          .addColumn('id_hash', 'text', (column) => column.primaryKey())
          .addColumn('user_id', 'text', (column) =>
            column.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('last_seen_at', 'text', (column) => column.notNull())
          .execute()
        await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()
        await db.schema
          .createTable('sign_in_failures')
          .addColumn('id', 'integer', id)
          .addColumn('at', 'text', (column) => column.notNull())
          .addColumn('address', 'text', (column) => column.notNull())
          .addColumn('email', 'text', (column) => column.notNull())
          .execute()
        await db.schema
          .createIndex('sign_in_failures_at')
          .on('sign_in_failures')
          .column('at')
          .execute()
        await db.schema
          .createTable('audit_log')
          .addColumn('id', 'integer', id)
          .addColumn('at', 'text', (column) => column.notNull())
          .addColumn('actor_id', 'text')
          .addColumn('actor_email', 'text')
          .addColumn('action', 'text', (column) => column.notNull())
          .addColumn('item_id', 'text')
          .addColumn('detail', 'text', (column) => column.notNull())
          .execute()
        await db.schema.createIndex('audit_log_item').on('audit_log').column('item_id').execute()

        const leadColumns = [
          'owner_id',
          'updated_at',
          'name',
          'email',
          'company',
          'topic',
          'source_page',
          'referrer_origin',
          'landing_page',
          'utm_source',
          'utm_medium',
          'utm_campaign',
        ]
        await db.schema
          .alterTable('leads')
          .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
          .execute()
        await db.schema
          .alterTable('leads')
          .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
          .execute()
        for (const column of leadColumns) {
          await db.schema.alterTable('leads').addColumn(column, 'text').execute()
        }
        // The searchable fields of the leads stored so far, from their form data.
        const stored = (await db.selectFrom('leads').select(['id', 'kind', 'data']).execute()) as {
          id: string
          kind: string
          data: string
        }[]
        for (const lead of stored) {
          await db
            .updateTable('leads')
            .set(searchableFields(lead.kind, JSON.parse(lead.data) as Record<string, unknown>))
            .where('id', '=', lead.id)
            .execute()
        }
        for (const column of ['created_at', 'email', 'status', 'landing_page']) {
          await db.schema.createIndex(`leads_${column}`).on('leads').column(column).execute()
        }

        await db.schema
          .alterTable('outbox')
          .addColumn('channel', 'text', (column) =>
            column
              .notNull()
              .defaultTo('mail')
              .check(sql`channel IN ('mail', 'webhook')`),
          )
          .execute()
        await db.schema
          .createTable('outbox_attempts')
          .addColumn('id', 'integer', id)
          .addColumn('outbox_id', 'integer', (column) =>
            column.notNull().references('outbox.id').onDelete('cascade'),
          )
          .addColumn('at', 'text', (column) => column.notNull())
          .addColumn('result', 'text', (column) => column.notNull())
          .addColumn('detail', 'text')
          .execute()
        await db.schema
          .createIndex('outbox_attempts_outbox')
          .on('outbox_attempts')
          .column('outbox_id')
          .execute()
      },
    },
    // "Keep my CV for future openings" on the application form: the retention job keeps those
    // applications for the longer period. Leads stored before get 0: their required consent
    // tick (still in their data as `consent`) never meant a longer retention.
    '2026-11-25-keep-cv': {
      async up(db: AnyDb) {
        await db.schema
          .alterTable('leads')
          .addColumn('keep_cv', 'integer', (column) => column.notNull().defaultTo(0))
          .execute()
      },
    },
    // Which form sent a lead (lead-forms.ts): the estimator's "Send me this estimate" brings
    // sales leads of a new form. SQLite cannot widen `kind`'s CHECK without rebuilding the
    // table, so they are kind contact with form estimate. No CHECK on `form` either, for the
    // same reason: a later form is one more value, not a rebuild. The default is what an API
    // of the release before stores while replicas are updated in turn (lead-forms.ts formOf).
    '2026-11-25-lead-forms': {
      async up(db: AnyDb) {
        await db.schema
          .alterTable('leads')
          .addColumn('form', 'text', (column) => column.notNull().defaultTo('enquiry'))
          .execute()
        await db
          .updateTable('leads')
          .set({ form: 'application' })
          .where('kind', '=', 'application')
          .execute()
      },
    },
    // Call requests (/call): `call_at` is the slot a salesperson confirmed (UTC, ISO 8601; the
    // slots offered stay in the lead's data). The outbox's `message` says what a mail row
    // delivers: the team's notice of a lead, or the invitation a confirmed call sends its
    // visitor. A column, not a channel value: SQLite's CHECK on `channel` cannot be widened in
    // place. No CHECK on `message`, for the same reason.
    '2026-11-26-call-requests': {
      async up(db: AnyDb) {
        await db.schema.alterTable('leads').addColumn('call_at', 'text').execute()
        await db.schema
          .alterTable('outbox')
          .addColumn('message', 'text', (column) => column.notNull().defaultTo('lead'))
          .execute()
      },
    },
    // The language of the page that sent a lead (src/i18n/locales.ts): the site now has Korean,
    // Arabic and French pages. Leads stored before are English, as every form was; the default
    // is also what an API of the release before stores while replicas are updated in turn. No
    // CHECK: a later language is one more value, not a rebuild of SQLite's table.
    '2026-11-30-lead-language': {
      async up(db: AnyDb) {
        await db.schema
          .alterTable('leads')
          .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
          .execute()
      },
    },
  }
}

/**
 * Brings the schema up to date. Two processes starting together migrate once: PostgreSQL
 * takes Kysely's advisory lock, SQLite its write lock (BEGIN IMMEDIATE, sqlite-dialect.ts);
 * either way the second finds the work done. Each run commits whole or not at all.
 */
export async function migrate(db: AnyDb, engine: Engine, dataDir: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(engine, dataDir) },
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    const reason = error instanceof Error ? error.message : String(error)
    // No failed migration: the database could not be reached or read at all.
    throw new Error(failed ? `the database migration ${failed} failed: ${reason}` : reason, {
      cause: error,
    })
  }
}
