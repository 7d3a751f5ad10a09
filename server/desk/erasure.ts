import type { Kysely } from 'kysely'
import type { DeskUser } from '../../src/admin/contract.ts'
import type { LeadSchema } from '../database/schema.ts'
import { recordAudit } from './audit.ts'
import { deleteLeads, describeCounts, type DeletedCounts } from './delete-leads.ts'

/**
 * A visitor's request to be forgotten: every enquiry and application sent with their e-mail
 * address. The `email` column is stored lower case (database/lead-fields.ts), so the address is
 * too.
 */
export const normalizeAddress = (email: string) => email.trim().toLowerCase()

export async function previewErasure(
  db: Kysely<LeadSchema>,
  email: string,
): Promise<DeletedCounts> {
  const rows = await db
    .selectFrom('leads')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('email', '=', normalizeAddress(email))
    .groupBy('kind')
    .execute()
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0)
  return { contacts: count('contact'), applications: count('application') }
}

/**
 * Deletes every lead sent with the address, their CVs, notifications and history, in one
 * transaction with its audit entry. The entry says how much was erased, never the address.
 */
export async function erase(
  db: Kysely<LeadSchema>,
  email: string,
  actor: DeskUser,
): Promise<DeletedCounts> {
  return db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom('leads')
      .select('id')
      .where('email', '=', normalizeAddress(email))
      .execute()
    const counts = await deleteLeads(
      trx,
      leads.map((lead) => lead.id),
    )
    await recordAudit(trx, { actor, action: 'erasure', detail: `erased ${describeCounts(counts)}` })
    return counts
  })
}
