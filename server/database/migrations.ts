import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'
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
