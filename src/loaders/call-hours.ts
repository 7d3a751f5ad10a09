import type { CallHours } from '../calls/hours-schema.ts'
import {
  businessDaysAhead,
  maxSlots,
  slotMinutes,
  slotTimes,
  wallTimeToUtc,
  weekdays,
  workingDays,
} from '../calls/slots.ts'
import { collections } from '../content/loader/collections.ts'
import type { Listing } from './page-data.ts'

/** "UTC+5:30", "UTC-3", "UTC+0". */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${whole}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/**
 * The company's zone for people: "India Standard Time (Asia/Kolkata, UTC+5:30)"; a zone with
 * daylight saving gets its generic name and both offsets (January's and July's).
 */
function describeZone(timeZone: string, year: number): string {
  const [winter = 0, summer = 0] = [`${year}-01-15`, `${year}-07-15`].map(
    (date) =>
      (Date.parse(`${date}T12:00:00Z`) - wallTimeToUtc(date, '12:00', timeZone).getTime()) / 60_000,
  )
  const name = (style: 'long' | 'longGeneric') =>
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: style })
      .formatToParts(new Date(`${year}-01-15T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  if (winter === summer) return `${name('long')} (${timeZone}, ${utcOffset(winter)})`
  const [low, high] = [Math.min(winter, summer), Math.max(winter, summer)]
  return `${name('longGeneric')} (${timeZone}, ${utcOffset(low)}, or ${utcOffset(high)} with daylight saving)`
}

/** "Monday to Friday", or "Monday, Wednesday and Friday". */
function describeDays(hours: CallHours): string {
  const names = workingDays(hours).split(', ')
  const order = weekdays.flatMap((day, index) => (hours.days.includes(day) ? [index] : []))
  const consecutive = order.every(
    (day, index) => index === 0 || day === (order[index - 1] ?? 0) + 1,
  )
  if (names.length >= 3 && consecutive) return `${names[0]} to ${names.at(-1)}`
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? '')
}

/**
 * /call's listing: the working hours (the page computes the slots from them in the browser,
 * with src/calls/slots.ts, as only the browser knows today's date and the visitor's zone) and
 * what the form without JavaScript shows, worded here so that module stays out of the page's
 * first load: the start times in the company's zone and the sentence that says which zone.
 */
export function callHoursListing(
  today: Date = new Date(),
): Extract<Listing, { type: 'call-hours' }> {
  const hours = collections().callHours
  return {
    type: 'call-hours',
    hours,
    maxSlots,
    minutes: slotMinutes,
    plain: {
      times: slotTimes(hours),
      description:
        `Without JavaScript this page cannot tell your time zone, so times here are ` +
        `${describeZone(hours.timeZone, today.getUTCFullYear())}. We take calls ` +
        `${describeDays(hours)}, ${hours.start}–${hours.end}, except on holidays, from tomorrow ` +
        `up to ${businessDaysAhead} business days ahead. Each call lasts ${slotMinutes} minutes.`,
    },
  }
}
