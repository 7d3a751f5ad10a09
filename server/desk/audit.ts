import type { Kysely } from 'kysely'
import type { AuditEntry, DeskUser, HistoryEntry } from '../../src/admin/contract.ts'
import type { LeadSchema } from '../database/schema.ts'

/**
 * The audit log: every desk action (sign-in, status change, export, download, erasure) and
 * every retention run. `detail` describes the action without personal data: an erased address
 * is never written here, only how much was erased.
 */
export async function recordAudit(
  db: Kysely<LeadSchema>,
  entry: { actor: DeskUser | null; action: string; itemId?: string | null; detail: string },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      item_id: entry.itemId ?? null,
      detail: entry.detail,
    })
    .execute()
}

export const auditPageSize = 50

export async function listAudit(
  db: Kysely<LeadSchema>,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(auditPageSize)
    .offset((page - 1) * auditPageSize)
    .execute()
  const { count } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return {
    total: Number(count),
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: row.at,
      actor: row.actor_email,
      action: row.action,
      itemId: row.item_id,
      detail: row.detail,
    })),
  }
}

/** One item's history, oldest first, for its detail view. */
export async function itemHistory(db: Kysely<LeadSchema>, itemId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_email', 'action', 'detail'])
    .where('item_id', '=', itemId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor_email,
    action: row.action,
    detail: row.detail,
  }))
}
