import type { OutboxChannel } from './outbox.ts'
import { itemOf } from '../database/lead-forms.ts'
import type { LeadDatabase } from '../database/storage.ts'

/** The notifications still to send (unsent, not failed) on every channel; for metrics. */
export interface OutboxBacklog {
  items: number
  /** Age of the oldest of them; 0 when there are none. */
  oldestSeconds: number
}

export async function outboxBacklog(
  database: LeadDatabase,
  now = Date.now(),
): Promise<OutboxBacklog> {
  const row = await database.db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll().as('items'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst()
  const items = Number(row?.items ?? 0)
  const oldest = row?.oldest ? Date.parse(row.oldest) : now
  return { items, oldestSeconds: items === 0 ? 0 : Math.max(0, (now - oldest) / 1000) }
}

/**
 * How many notifications the SMTP server refused for good (uses the partial index). Only mail
 * fails for good: the webhook is retried until the CRM accepts.
 */
export async function failedNotifications(database: LeadDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('failed_at', 'is not', null)
    .where('channel', '=', 'mail')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export type OutboxStatus = 'failed' | 'pending' | 'retrying'

/** A notification not sent yet, as `leads outbox` lists it. */
export interface OutboxEntry {
  leadId: string
  /** contact, estimate or application (src/admin/contract.ts ItemKind). */
  kind: string
  channel: OutboxChannel
  status: OutboxStatus
  attempts: number
  createdAt: string
  /** When it is due (or when its lease ends); null once failed. */
  nextAttemptAt: string | null
  failedAt: string | null
  lastError: string | null
}

/** Every unsent notification: the failed ones first, then the oldest first. */
export async function listOutbox(database: LeadDatabase): Promise<OutboxEntry[]> {
  const rows = await database.db
    .selectFrom('outbox')
    .innerJoin('leads', 'leads.id', 'outbox.lead_id')
    .select([
      'outbox.lead_id',
      'leads.kind',
      'leads.form',
      'outbox.channel',
      'outbox.attempts',
      'outbox.created_at',
      'outbox.next_attempt_at',
      'outbox.failed_at',
      'outbox.last_error',
    ])
    .where('outbox.sent_at', 'is', null)
    .orderBy('outbox.created_at')
    .orderBy('outbox.id')
    .execute()
  const entries = rows.map((row): OutboxEntry => ({
    leadId: row.lead_id,
    kind: itemOf(row.kind, row.form),
    channel: row.channel,
    status: row.failed_at ? 'failed' : Number(row.attempts) > 0 ? 'retrying' : 'pending',
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    nextAttemptAt: row.failed_at ? null : row.next_attempt_at,
    failedAt: row.failed_at,
    lastError: row.last_error,
  }))
  return [
    ...entries.filter((entry) => entry.status === 'failed'),
    ...entries.filter((entry) => entry.status !== 'failed'),
  ]
}

/**
 * Makes failed notifications due again (after the SMTP settings were fixed): all of them, or
 * those of the given leads. Changes nothing when a given lead has no failed notification, and
 * returns those leads instead.
 */
export async function retryFailed(
  database: LeadDatabase,
  leadIds: readonly string[] | 'all',
): Promise<{ retried: string[]; notFailed: string[] }> {
  if (leadIds !== 'all' && leadIds.length === 0) return { retried: [], notFailed: [] }
  return database.db.transaction().execute(async (trx) => {
    const failed = await trx
      .selectFrom('outbox')
      .select('lead_id')
      .where('failed_at', 'is not', null)
      .$if(leadIds !== 'all', (query) => query.where('lead_id', 'in', [...leadIds]))
      .execute()
    const found = new Set(failed.map((row) => row.lead_id))
    const notFailed = leadIds === 'all' ? [] : leadIds.filter((id) => !found.has(id))
    if (notFailed.length > 0 || found.size === 0) return { retried: [], notFailed }
    await trx
      .updateTable('outbox')
      .set({ failed_at: null, next_attempt_at: new Date().toISOString() })
      .where('failed_at', 'is not', null)
      .where('lead_id', 'in', [...found])
      .execute()
    return { retried: [...found], notFailed }
  })
}
