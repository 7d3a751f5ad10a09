import type { CallHours } from '../calls/hours-schema.ts'
import {
  businessDaysAhead,
  dayNames,
  maxSlots,
  slotMinutes,
  slotTimes,
  wallTimeToUtc,
  weekdays,
} from '../calls/slots.ts'
import { collections } from '../content/loader/collections.ts'
import { enPages } from '../i18n/catalogues/en.ts'
import { format } from '../i18n/format.ts'
import { directionOf } from '../i18n/locales.ts'
import type { Listing } from './page-data.ts'

/** "UTC+5:30", "UTC-3", "UTC+0". */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${whole}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** How the form without JavaScript words the company's hours, in one language. */
export interface PlainWording {
  /** BCP 47, for the zone's and the weekdays' names. */
  tag: string
  /** {zone}, {days}, {start}, {end}, {ahead}, {minutes}. */
  plain: string
  /** {name} ({zone}, {offset}); with daylight saving, {summer} too. */
  plainZone: string
  plainZoneDst: string
  /** "{first} to {last}". */
  dayRange: string
}

/** The wording of the English /call (src/i18n/catalogues/en.ts words each market's). */
const english: PlainWording = { tag: 'en-GB', ...enPages.call }

/**
 * The company's zone for people: "India Standard Time (Asia/Kolkata, UTC+5:30)"; a zone with
 * daylight saving gets its generic name and both offsets (January's and July's).
 */
function describeZone(timeZone: string, year: number, wording: PlainWording): string {
  const [winter = 0, summer = 0] = [`${year}-01-15`, `${year}-07-15`].map(
    (date) =>
      (Date.parse(`${date}T12:00:00Z`) - wallTimeToUtc(date, '12:00', timeZone).getTime()) / 60_000,
  )
  const name = (style: 'long' | 'longGeneric') =>
    new Intl.DateTimeFormat(wording.tag, { timeZone, timeZoneName: style })
      .formatToParts(new Date(`${year}-01-15T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  // IANA names and offsets are Latin: kept whole inside right-to-left text.
  const latin = (text: string) =>
    directionOf(wording.tag) === 'rtl' ? `\u2068${text}\u2069` : text
  if (winter === summer) {
    return format(wording.plainZone, {
      name: name('long'),
      zone: latin(timeZone),
      offset: latin(utcOffset(winter)),
    })
  }
  const [low, high] = [Math.min(winter, summer), Math.max(winter, summer)]
  return format(wording.plainZoneDst, {
    name: name('longGeneric'),
    zone: latin(timeZone),
    offset: latin(utcOffset(low)),
    summer: latin(utcOffset(high)),
  })
}

/** "Monday to Friday", or "Monday, Wednesday and Friday", in the wording's language. */
function describeDays(hours: CallHours, wording: PlainWording): string {
  const names = dayNames(hours, wording.tag)
  const order = weekdays.flatMap((day, index) => (hours.days.includes(day) ? [index] : []))
  const consecutive = order.every(
    (day, index) => index === 0 || day === (order[index - 1] ?? 0) + 1,
  )
  if (names.length >= 3 && consecutive) {
    return format(wording.dayRange, { first: names[0] ?? '', last: names.at(-1) ?? '' })
  }
  return new Intl.ListFormat(wording.tag, { type: 'conjunction' }).format(names)
}

/**
 * /call's listing: the working hours (the page computes the slots from them in the browser,
 * with src/calls/slots.ts, as only the browser knows today's date and the visitor's zone) and
 * what the form without JavaScript shows, worded here so that module stays out of the page's
 * first load: the start times in the company's zone and the sentence that says which zone, in
 * English or in a market's language (`wording`).
 */
export function callHoursListing(
  today: Date = new Date(),
  wording: PlainWording = english,
): Extract<Listing, { type: 'call-hours' }> {
  const hours = collections().callHours
  return {
    type: 'call-hours',
    hours,
    maxSlots,
    minutes: slotMinutes,
    plain: {
      times: slotTimes(hours),
      description: format(wording.plain, {
        zone: describeZone(hours.timeZone, today.getUTCFullYear(), wording),
        days: describeDays(hours, wording),
        start: hours.start,
        end: hours.end,
        ahead: businessDaysAhead,
        minutes: slotMinutes,
      }),
    },
  }
}
