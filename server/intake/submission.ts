import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ItemKind } from '../../src/admin/contract.ts'
import { minimumFillMs } from '../../src/forms/fields.ts'
import { requestHeader } from '../shared/client.ts'
import { keyReused } from './answers.ts'
import type { LeadStore, NewLead } from './leads.ts'

export const tooQuickMessage =
  'That was quicker than a person can fill in the form. Please check your details and send it again.'

/** Bots fill in the hidden `website` field; people never see it. */
export function isSpam(fields: Record<string, unknown>): boolean {
  return fields.website !== undefined && fields.website !== ''
}

/** Logs and counts a bot's request: nothing is stored and the log says only which form it was. */
export function noteSpam(request: FastifyRequest, kind: ItemKind) {
  request.log.info({ kind }, 'spam')
  request.server.metrics.markRefused(request, 'honeypot')
}

/**
 * A bot is told it succeeded (with an id that exists nowhere), so it has no reason to retry
 * or adapt.
 */
export function answerSpam(request: FastifyRequest, reply: FastifyReply, kind: ItemKind) {
  noteSpam(request, kind)
  return reply.code(201).send({ id: randomUUID() })
}

/**
 * `startedAt` is when the browser showed the form, by the visitor's clock; a person needs at
 * least minimumFillMs. A time in the future only says that clock runs fast: such a form is not
 * refused, or a visitor with a wrong clock could never reach us (the honeypot and the rate
 * limits still apply).
 */
/** The answer to a form sent quicker than a person can fill it in. */
export function answerTooQuick(request: FastifyRequest, reply: FastifyReply) {
  request.server.metrics.markRefused(request, 'too_quick')
  return reply.code(400).send({ error: 'invalid', fields: { form: tooQuickMessage } })
}

export function filledTooQuickly(startedAt: number, now = Date.now()): boolean {
  const elapsed = now - startedAt
  return elapsed >= 0 && elapsed < minimumFillMs
}

/**
 * What is stored: the validated fields without the (empty) honeypot and the retired consent
 * tick an old tab may send (src/forms/fields.ts, `retiredConsentField`).
 */
export function storedFields<T extends { website?: unknown; consent?: unknown }>(
  fields: T,
): Omit<T, 'website' | 'consent'> {
  const stored: Partial<T> = { ...fields }
  delete stored.website
  delete stored.consent
  return stored as Omit<T, 'website' | 'consent'>
}

export const idempotencyKeyMaxLength = 100

/** The Idempotency-Key header, or `false` when it is present but unusable. */
export function idempotencyKey(request: FastifyRequest): string | undefined | false {
  const key = requestHeader(request, 'idempotency-key')
  if (key === undefined) return undefined
  return key.length > 0 && key.length <= idempotencyKeyMaxLength ? key : false
}

export const badIdempotencyKey = {
  form: `The Idempotency-Key header must have 1 to ${idempotencyKeyMaxLength} characters.`,
}

/**
 * Stores a checked lead with its idempotency key and logs and counts it under the form's name.
 * Resolves with its id (the first request's on a replay), or with undefined once it has
 * answered a key reused for another request (nothing stored).
 */
export async function storeLead(
  request: FastifyRequest,
  reply: FastifyReply,
  store: LeadStore,
  lead: NewLead,
  item: ItemKind,
): Promise<string | undefined> {
  const saved = await store.save(lead)
  if (saved.keyReused) {
    await keyReused(reply)
    return undefined
  }
  request.log.info({ leadId: saved.id, kind: item, duplicate: saved.duplicate }, 'lead')
  if (!saved.duplicate) request.server.metrics.leadStored(item)
  return saved.id
}
