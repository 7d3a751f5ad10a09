// The picker's computation, loaded once the page has hydrated (with src/calls/slots.ts): the
// server HTML cannot know today's date or the visitor's zone, and the page's first load stays
// without it.
import type { CallHours } from '../../calls/hours-schema.ts'
import { callSlots, dateIn, intlTag, isTimeZone, zoneName } from '../../calls/slots.ts'
import { format as fill } from '../../i18n/format.ts'
import type { CallText } from './call-text.ts'

export { formatSlot } from '../../calls/slots.ts'

/** A slot as the picker shows it: its instant in UTC (what is sent) and its time for the visitor. */
export interface VisitorSlot {
  value: string
  time: string
  zone: string
}

/** One of the visitor's own dates and the company's slots that fall on it. */
export interface VisitorDay {
  date: string
  weekday: string
  day: string
  long: string
  /** The zone's short names on that date: two on the day the clocks change. */
  zones: string[]
  slots: VisitorSlot[]
}

/** The visitor's time zone as the browser reports it (UTC if it reports none it knows). */
export function visitorTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : 'UTC'
}

/**
 * The slots the API accepts now (src/calls/slots.ts), grouped by the visitor's dates rather than
 * the company's: for Sydney the last slots of an Indian afternoon fall after midnight.
 */
export function visitorDays(
  now: Date,
  hours: CallHours,
  zone: string,
  tag = 'en-GB',
): VisitorDay[] {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlTag(tag === 'en' ? 'en-GB' : tag), { timeZone: zone, ...options })
  const weekday = format({ weekday: 'short' })
  const day = format({ day: 'numeric', month: 'short' })
  const long = format({ weekday: 'long', day: 'numeric', month: 'long' })
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const days: VisitorDay[] = []
  for (const instant of callSlots(now, hours).flatMap((entry) => entry.slots)) {
    const { date } = dateIn(instant, zone)
    let current = days.at(-1)
    if (current?.date !== date) {
      current = {
        date,
        weekday: weekday.format(instant),
        day: day.format(instant),
        long: long.format(instant),
        zones: [],
        slots: [],
      }
      days.push(current)
    }
    const name = zoneName(instant, zone)
    if (!current.zones.includes(name)) current.zones.push(name)
    current.slots.push({ value: instant.toISOString(), time: time.format(instant), zone: name })
  }
  return days
}

/** "GMT; BST from Mon 29 Mar": the zone's names over the days shown, in order. */
export function zoneNames(days: readonly VisitorDay[], text: CallText): string {
  const parts: string[] = []
  let last = ''
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.zone === last) continue
      parts.push(
        last
          ? fill(text.zoneFrom, { name: slot.zone, day: `${day.weekday} ${day.day}` })
          : slot.zone,
      )
      last = slot.zone
    }
  }
  return parts.join(text.zoneSeparator)
}
