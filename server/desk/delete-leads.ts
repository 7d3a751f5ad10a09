import type { Kysely } from 'kysely'
import type { LeadSchema } from '../database/schema.ts'

export interface DeletedCounts {
  contacts: number
  applications: number
}

/** "2 enquiries and 1 application": how much was deleted, never whose. */
export function describeCounts({ contacts, applications }: DeletedCounts): string {
  const enquiries = `${contacts} ${contacts === 1 ? 'enquiry' : 'enquiries'}`
  return `${enquiries} and ${applications} ${applications === 1 ? 'application' : 'applications'}`
}

/** Few enough ids per statement for either engine's limit on parameters. */
const chunkSize = 500

/**
 * Deletes the leads (their CVs are in their rows) with everything that refers to them: their
 * notifications and those notifications' attempts, and their history in the audit log (it says
 * what was done to an item that no longer exists). Run inside the caller's transaction. Counts
 * the leads this call actually deleted: a lead another process deleted first is not counted.
 */
export async function deleteLeads(
  trx: Kysely<LeadSchema>,
  ids: readonly string[],
): Promise<DeletedCounts> {
  const counts: DeletedCounts = { contacts: 0, applications: 0 }
  for (let start = 0; start < ids.length; start += chunkSize) {
    const chunk = ids.slice(start, start + chunkSize)
    const outbox = trx.selectFrom('outbox').select('id').where('lead_id', 'in', chunk)
    // outbox_attempts would go with their outbox rows (ON DELETE CASCADE); deleting them
    // explicitly does not depend on SQLite's foreign_keys setting of the connection.
    await trx.deleteFrom('outbox_attempts').where('outbox_id', 'in', outbox).execute()
    await trx.deleteFrom('outbox').where('lead_id', 'in', chunk).execute()
    await trx.deleteFrom('audit_log').where('item_id', 'in', chunk).execute()
    const deleted = await trx
      .deleteFrom('leads')
      .where('id', 'in', chunk)
      .returning('kind')
      .execute()
    for (const { kind } of deleted) {
      if (kind === 'application') counts.applications++
      else counts.contacts++
    }
  }
  return counts
}
