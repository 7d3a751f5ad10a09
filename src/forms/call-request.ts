import { z } from 'zod/mini'
import { emailField, optionalPhoneField, optionalText, required } from './fields.ts'
import { maxSlots, slotPattern } from '../calls/slots.ts'

const slot = z.string().check(z.regex(slotPattern, 'Choose the times from the list.'))

/**
 * POST /api/call: a call request. `slots` are up to three instants in UTC, chosen from the
 * slots of src/content/call-hours.yaml (the API checks them against that file and the clock,
 * src/calls/slots.ts); `timeZone` is the visitor's, as their browser reports it, so the desk
 * and the e-mail show each slot in both time zones.
 *
 * The page sends JSON; without JavaScript the form posts a date and a time in the company's
 * time zone per choice (server/routes/call.ts turns them into slots), so `startedAt` and
 * `timeZone` are optional here.
 */
export const callRequestSchema = z.strictObject({
  slots: z
    .array(slot)
    .check(
      z.minLength(1, 'Choose at least one time for the call.'),
      z.maxLength(maxSlots, `Choose at most ${maxSlots} times; we confirm one of them.`),
    ),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
  topic: required('topic', 5, 1000),
  name: required('name', 2, 100),
  email: emailField,
  phone: optionalPhoneField,
  company: optionalText('Company', 120),
  website: z.optional(z.string().check(z.maxLength(200))),
  startedAt: z.optional(z.number().check(z.int(), z.positive())),
})

export type CallRequest = z.infer<typeof callRequestSchema>

export { callLabels } from './field-labels.ts'
