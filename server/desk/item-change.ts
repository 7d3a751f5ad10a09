import { z } from 'zod/mini'
import {
  statusesOf,
  statusLabels,
  type DeskUser,
  type ItemChange,
  type ItemKind,
  type ItemStatus,
} from '../../src/admin/contract.ts'
import { plainText } from '../../src/forms/fields.ts'
import { itemOf } from '../database/lead-forms.ts'
import type { LeadDatabase } from '../database/storage.ts'
import { recordAudit } from './audit.ts'

export const maxNoteLength = 5000

/** A note follows the forms' rules for free text: one kind of line break, no control characters. */
const noteSchema = z
  .string()
  .check(
    ...plainText('The note'),
    z.maxLength(maxNoteLength, `The note can have at most ${maxNoteLength} characters.`),
  )

const changeKeys = ['status', 'note', 'ownerId'] as const

/** The one change a POST body asks for, or why it cannot be read as one. */
export function parseItemChange(body: unknown): { change: ItemChange } | { error: string } {
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
  const [key] = keys
  if (keys.length !== 1 || !changeKeys.includes(key as (typeof changeKeys)[number])) {
    return { error: 'Send exactly one of status, note or ownerId.' }
  }
  const value = (body as Record<string, unknown>)[key as string]
  if (key === 'status') {
    return typeof value === 'string'
      ? { change: { status: value as ItemStatus } }
      : { error: 'status must be a string.' }
  }
  if (key === 'ownerId') {
    return value === null || typeof value === 'string'
      ? { change: { ownerId: value } }
      : { error: 'ownerId must be a user id or null.' }
  }
  const note = noteSchema.safeParse(value)
  if (!note.success) {
    return {
      error:
        typeof value === 'string'
          ? (note.error.issues[0]?.message ?? 'The note is not valid.')
          : 'note must be a string.',
    }
  }
  return { change: { note: note.data } }
}

export type ChangeResult = 'changed' | 'unchanged' | 'not_found' | { error: string }

const statusLabel = (status: string) => statusLabels[status as ItemStatus] ?? status

/** The item as the status message names it. */
const itemNouns: Record<ItemKind, string> = {
  contact: 'an enquiry',
  estimate: 'an estimate request',
  call: 'a call request',
  application: 'an application',
}

/**
 * Applies one change to a lead and records it in the audit log, in one transaction. The lead's
 * row is locked first (PostgreSQL: FOR UPDATE; SQLite: the write lock), so two people changing
 * it at once each see the other's value in their "from" and neither entry is lost.
 */
export async function changeItem(
  database: LeadDatabase,
  id: string,
  change: ItemChange,
  actor: DeskUser,
): Promise<ChangeResult> {
  return database.db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const lead = await trx
      .selectFrom('leads')
      .select(['kind', 'form', 'status', 'note', 'owner_id'])
      .where('id', '=', id)
      .$if(database.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst()
    if (!lead) return 'not_found'
    const kind = itemOf(lead.kind, lead.form)
    let update: { status: string } | { note: string } | { owner_id: string | null }
    let audit: { action: string; detail: string }
    if ('status' in change) {
      const allowed = statusesOf(kind)
      if (!allowed.includes(change.status)) {
        return {
          error: `status must be one of ${allowed.join(', ')} for ${itemNouns[kind]}.`,
        }
      }
      if (change.status === lead.status) return 'unchanged'
      if (change.status === 'call_booked') {
        return {
          error: 'Confirm one of the slots to book the call: that also sends the invitation.',
        }
      }
      update = { status: change.status }
      audit = {
        action: 'status',
        detail: `${statusLabel(lead.status)} → ${statusLabel(change.status)}`,
      }
    } else if ('note' in change) {
      if (change.note === lead.note) return 'unchanged'
      update = { note: change.note }
      // Never the text: the note may name people.
      audit = { action: 'note', detail: 'note changed' }
    } else {
      if (change.ownerId === lead.owner_id) return 'unchanged'
      let detail = 'owner removed'
      if (change.ownerId !== null) {
        const owner = await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', change.ownerId)
          .executeTakeFirst()
        if (!owner) return { error: 'ownerId names no desk user.' }
        detail = `owner set to ${owner.email}`
      }
      update = { owner_id: change.ownerId }
      audit = { action: 'owner', detail }
    }
    await trx
      .updateTable('leads')
      .set({ ...update, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    await recordAudit(trx, { actor, itemId: id, ...audit })
    return 'changed'
  })
}
