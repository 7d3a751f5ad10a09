import { z } from 'zod/mini'
import { call } from '../i18n/forms/en-call.ts'
import { errors as english, type FormErrors } from '../i18n/forms/en-errors.ts'
import { format } from '../i18n/format.ts'
import { emailFieldIn, optionalPhoneIn, optionalTextIn, requiredText } from './fields.ts'
import { maxSlots, slotPattern } from '../calls/slots.ts'

/**
 * POST /api/call: a call request, with its errors in the language the form was sent in. `slots`
 * are up to three instants in UTC, chosen from the slots of src/content/call-hours.yaml (the API
 * checks them against that file and the clock, src/calls/slots.ts); `timeZone` is the visitor's,
 * as their browser reports it, so the desk and the e-mail show each slot in both time zones.
 *
 * The page sends JSON; without JavaScript the form posts a date and a time in the company's
 * time zone per choice (server/routes/call.ts turns them into slots), so `startedAt` and
 * `timeZone` are optional here.
 */
export function callSchema(errors: FormErrors['call']) {
  const slot = z.string().check(z.regex(slotPattern, errors.slots.notSlot))
  return z.strictObject({
    slots: z
      .array(slot)
      .check(
        z.minLength(1, errors.slots.none),
        z.maxLength(maxSlots, format(errors.slots.tooMany, { max: maxSlots })),
      ),
    timeZone: z.optional(z.string().check(z.maxLength(64))),
    topic: requiredText(errors.topic, 5, 1000),
    name: requiredText(errors.name, 2, 100),
    email: emailFieldIn(errors.email),
    phone: optionalPhoneIn(errors.phone.format),
    company: optionalTextIn(errors.company, 120),
    website: z.optional(z.string().check(z.maxLength(200))),
    startedAt: z.optional(z.number().check(z.int(), z.positive())),
  })
}

export const callRequestSchema = callSchema(english.call)

export type CallRequest = z.infer<typeof callRequestSchema>

/**
 * The labels of the call request (/call) and of its leads in the desk and e-mail: the form's
 * English ones (src/i18n/forms/en-call.ts), and the zone the page reports.
 */
export const callLabels = { ...call.labels, timeZone: 'Your time zone' } as const
