import { randomUUID } from 'node:crypto'
import { outboxBacklog } from './outbox-state.ts'
import type { LeadDatabase } from './storage.ts'

export type LeadKind = 'contact' | 'application'

/** A CV as received and checked: `type` is the verified MIME type, `name` the visitor's. */
export interface NewCv {
  name: string
  type: string
  content: Uint8Array
}

export interface NewLead {
  kind: LeadKind
  /** The validated form fields, without the honeypot. */
  data: Record<string, unknown>
  idempotencyKey: string | undefined
  cv?: NewCv
}

/** `duplicate`: the idempotency key was seen before; `id` is the first request's lead. */
export interface SavedLead {
  id: string
  duplicate: boolean
}

export function createLeadStore(database: LeadDatabase, options: { notify: boolean }) {
  const { db } = database

  async function findByIdempotencyKey(key: string | undefined): Promise<string | undefined> {
    if (key === undefined) return undefined
    const row = await db
      .selectFrom('leads')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    return row?.id
  }

  /**
   * Stores the lead, its CV and, when notifications are on, its outbox row in one transaction:
   * no replica ever sees one without the others. Returns after COMMIT, so the caller can answer
   * 2xx knowing the lead is stored.
   *
   * The same Idempotency-Key on two replicas at once: the unique index makes the second INSERT
   * wait for the first transaction and then do nothing, and the first lead's id is returned.
   */
  async function save(lead: NewLead): Promise<SavedLead> {
    return db.transaction().execute(async (trx) => {
      const id = randomUUID()
      const now = new Date().toISOString()
      const { cv } = lead
      const inserted = await trx
        .insertInto('leads')
        .values({
          id,
          kind: lead.kind,
          created_at: now,
          idempotency_key: lead.idempotencyKey ?? null,
          data: JSON.stringify(lead.data),
          cv_file: null,
          cv_name: cv?.name ?? null,
          cv_type: cv?.type ?? null,
          cv_bytes: cv?.content.length ?? null,
          cv_content: cv?.content ?? null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) {
        const existing = await trx
          .selectFrom('leads')
          .select('id')
          .where('idempotency_key', '=', lead.idempotencyKey ?? null)
          .executeTakeFirstOrThrow()
        return { id: existing.id, duplicate: true }
      }
      if (options.notify) {
        await trx
          .insertInto('outbox')
          .values({ lead_id: id, created_at: now, next_attempt_at: now })
          .execute()
      }
      return { id, duplicate: false }
    })
  }

  return {
    findByIdempotencyKey,
    save,
    /** Notifications still to send and the age of the oldest (metrics). */
    outboxBacklog: () => outboxBacklog(database),
  }
}

export type LeadStore = ReturnType<typeof createLeadStore>
