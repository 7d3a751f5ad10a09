import type { FastifyInstance } from 'fastify'
import type { CallHours } from '../../src/calls/hours-schema.ts'
import { isTimeZone, slotsProblems, wallTimeToUtc } from '../../src/calls/slots.ts'
import { callSchema } from '../../src/forms/call-request.ts'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { format } from '../../src/i18n/format.ts'
import { formTexts } from '../../src/i18n/forms/all.ts'
import type { Language, Locale } from '../../src/i18n/locales.ts'
import { leadFormRoute } from '../intake/lead-form-route.ts'
import { errorPageIn } from '../intake/plain-form.ts'
import type { LeadStore } from '../intake/leads.ts'
import { storedFields } from '../intake/submission.ts'
import { validate } from '../intake/validation.ts'

/**
 * The call request's page, English or a market's (src/config/paths.ts builds the same paths for
 * the site), and the page a visitor without JavaScript is sent to once the request is stored.
 */
const callPath = (locale: Locale | undefined) => (locale ? `/${locale.id}/call` : '/call')
export const callSentPath = (locale?: Locale) => `${callPath(locale)}/sent`

/** The request's rules with their errors in each language the site speaks. */
const schemas = Object.fromEntries(
  Object.entries(formTexts).map(([language, text]) => [language, callSchema(text.errors.call)]),
) as Record<Language, ReturnType<typeof callSchema>>

const day = /^\d{4}-\d{2}-\d{2}$/
const time = /^\d{2}:\d{2}$/

/**
 * A plain form's choices: the i-th `slotDay` (YYYY-MM-DD) with the i-th `slotTime` (HH:MM), both
 * in the company's time zone, as slots in UTC. A row left empty is no choice; half a row, or a
 * value that is no date or time, is an error naming it, in the form's language.
 */
function plainSlots(
  fields: Record<string, unknown>,
  hours: CallHours,
  language: Language,
): { slots: string[] } | { errors: FieldErrors } {
  const list = (name: string) =>
    Array.isArray(fields[name]) ? (fields[name] as unknown[]).map(String) : []
  const days = list('slotDay')
  const times = list('slotTime')
  const { forms, errors } = formTexts[language]
  const names = Object.values(forms.call.plain.choices)
  const slots: string[] = []
  for (let index = 0; index < Math.max(days.length, times.length); index++) {
    const date = days[index]?.trim() ?? ''
    const clock = times[index]?.trim() ?? ''
    if (date === '' && clock === '') continue
    const choice = names[index] ?? String(index + 1)
    if (!day.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      return { errors: { slots: format(errors.call.slots.noDay, { choice }) } }
    }
    if (!time.test(clock)) {
      return { errors: { slots: format(errors.call.slots.noTime, { choice }) } }
    }
    slots.push(wallTimeToUtc(date, clock, hours.timeZone).toISOString())
  }
  return { slots }
}

interface Options {
  store: LeadStore
  /** When the company takes calls, read at start-up (intake/content-files.ts). */
  hours: CallHours
  rateLimit: { max: number; timeWindow: number }
  /** The clock slots are checked against (tests set it). */
  now?: () => Date
}

/**
 * POST /api/call: a call request (/call), with or without JavaScript
 * (intake/lead-form-route.ts). Every slot is checked against the working hours the page
 * offers and the clock: none in the past, outside the hours, on a holiday or beyond the next
 * ten business days. Stored as sent, slots in UTC, earliest first, with the visitor's time
 * zone (the company's when the page could not tell). Nothing is mailed to the visitor: only a
 * salesperson confirming a slot in the desk does that (desk/book-call.ts).
 */
export async function callRoute(app: FastifyInstance, options: Options) {
  const { store, hours, rateLimit, now = () => new Date() } = options
  await leadFormRoute(app, store, {
    path: '/api/call',
    sentPath: callSentPath,
    item: 'call',
    lists: ['slots', 'slotDay', 'slotTime'],
    errorPage: (locale) => {
      const { forms, errors } = formTexts[locale?.language ?? 'en']
      return errorPageIn(locale?.language ?? 'en', {
        heading: errors.call.notSent,
        labels: forms.call.labels,
        back: { href: callPath(locale), text: errors.call.back },
      })
    },
    tooLong: 'The call request is too long.',
    rateLimit,
    check(fields, plainForm, language) {
      const { slotDay, slotTime, ...rest } = fields
      let body: Record<string, unknown> = rest
      if (plainForm) {
        const chosen = plainSlots({ slotDay, slotTime }, hours, language)
        if ('errors' in chosen) return chosen
        body = { ...rest, slots: chosen.slots }
      } else if (slotDay !== undefined || slotTime !== undefined) {
        return { errors: { slots: 'Send the slots as a list of times in UTC.' } }
      }
      const result = validate(schemas[language], body)
      const slotLanguage = {
        messages: formTexts[language].errors.call.slots,
        tag: language === 'en' ? 'en-GB' : language,
      }
      const slots = Array.isArray(body.slots) ? body.slots.filter((s) => typeof s === 'string') : []
      const errors: FieldErrors = {
        ...(result.ok ? {} : result.fields),
        ...(result.ok || !('slots' in result.fields)
          ? slotsProblems(slots, now(), hours, slotLanguage)
          : {}),
      }
      const zone = typeof body.timeZone === 'string' ? body.timeZone : hours.timeZone
      if (!isTimeZone(zone)) errors.timeZone = 'Send an IANA time zone such as Europe/London.'
      if (!result.ok || Object.keys(errors).length > 0) return { errors }
      const data = {
        ...storedFields(result.data),
        slots: [...result.data.slots]
          .map((slot) => new Date(slot).toISOString())
          .sort((a, b) => a.localeCompare(b)),
        timeZone: zone,
      }
      return {
        startedAt: result.data.startedAt,
        lead: { kind: 'contact', form: 'call', data },
      }
    },
  })
}
