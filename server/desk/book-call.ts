import type { DeskUser } from '../../src/admin/contract.ts'
import type { CallHours } from '../../src/calls/hours-schema.ts'
import { formatSlot } from '../../src/calls/slots.ts'
import { formOf } from '../database/lead-forms.ts'
import type { LeadDatabase } from '../database/storage.ts'
import { recordAudit } from './audit.ts'

export type BookResult = 'booked' | 'unchanged' | 'not_found' | { error: string }

/** The slot a POST body names, or why it names none. */
export function parseBookCall(body: unknown): { slot: string } | { error: string } {
  const slot = (body as { slot?: unknown } | null)?.slot
  if (typeof body !== 'object' || body === null || Object.keys(body).length !== 1) {
    return { error: 'Send exactly {slot}: one of the times the visitor offered.' }
  }
  return typeof slot === 'string' && !Number.isNaN(Date.parse(slot))
    ? { slot: new Date(slot).toISOString() }
    : { error: 'slot must be one of the times the visitor offered (ISO 8601, UTC).' }
}

/**
 * Books a call request at one of the slots its visitor offered: the slot is stored, the status
 * becomes Call booked, and (when e-mail is on) an outbox row sends the visitor the invitation
 * (delivery/invitation.ts), all in one transaction with the audit entry. Booking another of the
 * offered slots later moves the call: the new invitation updates the same calendar entry.
 */
export async function bookCall(
  database: LeadDatabase,
  options: { id: string; slot: string; actor: DeskUser; mailOn: boolean; hours: CallHours },
): Promise<BookResult> {
  const { id, slot, actor } = options
  return database.db.transaction().execute(async (trx): Promise<BookResult> => {
    const lead = await trx
      .selectFrom('leads')
      .select(['kind', 'form', 'data', 'status', 'call_at'])
      .where('id', '=', id)
      .$if(database.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst()
    if (!lead) return 'not_found'
    if (formOf(lead.kind, lead.form) !== 'call')
      return { error: 'Only a call request has slots to book.' }
    const data = JSON.parse(lead.data) as { slots?: unknown }
    const offered = Array.isArray(data.slots) ? data.slots.map(String) : []
    if (!offered.includes(slot))
      return { error: 'slot must be one of the times the visitor offered.' }
    if (lead.call_at === slot && lead.status === 'call_booked') return 'unchanged'
    const now = new Date().toISOString()
    await trx
      .updateTable('leads')
      .set({ call_at: slot, status: 'call_booked', updated_at: now })
      .where('id', '=', id)
      .execute()
    if (options.mailOn) {
      await trx
        .insertInto('outbox')
        .values({
          lead_id: id,
          created_at: now,
          next_attempt_at: now,
          channel: 'mail',
          message: 'call-invitation',
        })
        .execute()
    }
    await recordAudit(trx, {
      actor,
      itemId: id,
      action: 'call booked',
      detail: `call booked for ${formatSlot(new Date(slot), options.hours.timeZone)}${options.mailOn ? ', invitation queued' : ', no invitation (e-mail is off)'}`,
    })
    return 'booked'
  })
}
