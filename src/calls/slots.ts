/**
 * The call request's slots, for the page (src/components/call/) and the API (server/routes/call.ts)
 * alike: 30-minute calls inside the company's working hours (src/content/call-hours.yaml), on the
 * next ten business days after today in the company's time zone. A slot is an instant, sent and
 * stored as UTC (`2027-03-29T08:30:00.000Z`); only its display has a time zone. No library: the
 * browser's Intl knows every zone's offsets, daylight saving included.
 */
import { format } from '../i18n/format.ts'
import { directionOf } from '../i18n/locales.ts'

export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]

/**
 * When the company takes calls (src/content/call-hours.yaml), as hours-schema.ts reads and checks
 * the file: its time zone, working days, working hours (HH:MM) and dated holidays.
 */
export interface CallHours {
  timeZone: string
  days: Weekday[]
  start: string
  end: string
  holidays: { date: string; name: string }[]
}

export const slotMinutes = 30
export const maxSlots = 3
export const businessDaysAhead = 10

const minute = 60_000
const day = 24 * 60 * minute

/** The calendar date (YYYY-MM-DD) and the weekday of `instant` in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): { date: string; weekday: Weekday } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase() as Weekday,
  }
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant at which clocks in `timeZone` show `date` `time` (HH:MM). Working hours never fall
 * in a daylight-saving gap in practice; if one did, the later offset applies.
 */
export function wallTimeToUtc(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`)
  let guess = wall - offsetAt(wall, timeZone)
  // Once more at the guess: right across a change of offset the first guess is an hour out.
  guess = wall - offsetAt(guess, timeZone)
  return new Date(guess)
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The start times of a working day's slots, in the company's time: 10:00, 10:30 … 18:30. */
export function slotTimes(hours: CallHours): string[] {
  const times: string[] = []
  for (let m = minutesOf(hours.start); m + slotMinutes <= minutesOf(hours.end); m += slotMinutes) {
    times.push(clockOf(m))
  }
  return times
}

const weekdayOf = (date: string): Weekday =>
  weekdays[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? 'sun'
const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + day).toISOString().slice(0, 10)

/** A date that was a Sunday: the weekdays' names are Intl's, in the language asked for. */
const sunday = Date.UTC(2026, 10, 29, 12)

/**
 * The language's tag for Intl: Arabic pages write digits as the rest of their copy does, in
 * Latin digits, so times and dates read the same as the hero's "30".
 */
export const intlTag = (tag: string) => (tag.startsWith('ar') ? `${tag}-u-nu-latn` : tag)

/** The working days' names in `tag`'s language: Monday, Tuesday … (English by default). */
export function dayNames(hours: CallHours, tag = 'en-GB'): string[] {
  const name = new Intl.DateTimeFormat(intlTag(tag), { weekday: 'long', timeZone: 'UTC' })
  return weekdays.flatMap((weekday, index) =>
    hours.days.includes(weekday) ? [name.format(new Date(sunday + index * day))] : [],
  )
}

/** The working days for people: "Monday, Tuesday, Wednesday, Thursday, Friday". */
export const workingDays = (hours: CallHours, tag = 'en-GB') =>
  tag.startsWith('en')
    ? dayNames(hours).join(', ')
    : new Intl.ListFormat(tag, { type: 'conjunction' }).format(dayNames(hours, tag))

/** Whether the company takes calls on `date`: a working day and not a holiday. */
export function isBusinessDay(date: string, hours: CallHours): boolean {
  return (
    hours.days.includes(weekdayOf(date)) && !hours.holidays.some((holiday) => holiday.date === date)
  )
}

/** The next ten business days after today, as company dates. */
export function callDays(now: Date, hours: CallHours): string[] {
  const days: string[] = []
  let date = dateIn(now, hours.timeZone).date
  // A year holds far more than ten business days; the bound only stops a calendar of holidays.
  for (let tries = 0; days.length < businessDaysAhead && tries < 366; tries++) {
    date = nextDate(date)
    if (isBusinessDay(date, hours)) days.push(date)
  }
  return days
}

/** Every slot a visitor may pick now, day by day (company dates). */
export function callSlots(now: Date, hours: CallHours): { date: string; slots: Date[] }[] {
  const times = slotTimes(hours)
  return callDays(now, hours).map((date) => ({
    date,
    slots: times.map((time) => wallTimeToUtc(date, time, hours.timeZone)),
  }))
}

/** A slot as the request carries it: an instant in UTC, on the minute. */
export const slotPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::00(?:\.000)?)?Z$/

/** What slotsProblems says, in one language ({slot}, {days} … filled in here). */
export interface SlotMessages {
  none: string
  tooMany: string
  twice: string
  notSlot: string
  passed: string
  today: string
  holiday: string
  notWorkingDay: string
  tooFar: string
  outsideHours: string
}

/** The language slotsProblems answers in: its messages and the BCP 47 tag its dates are in. */
export interface SlotLanguage {
  messages: SlotMessages
  tag: string
}

/**
 * Why the API refuses `value` as a slot now, or undefined when it is one: the message names
 * the slot in the company's time, so the visitor sees which choice to change.
 */
export function slotProblem(
  value: string,
  now: Date,
  hours: CallHours,
  { messages, tag }: SlotLanguage,
): string | undefined {
  if (!slotPattern.test(value) || Number.isNaN(Date.parse(value))) return messages.notSlot
  const instant = new Date(value)
  const slot = formatSlot(instant, hours.timeZone, tag)
  if (instant.getTime() <= now.getTime()) return format(messages.passed, { slot })
  const { date } = dateIn(instant, hours.timeZone)
  const days = callDays(now, hours)
  if (!days.includes(date)) {
    if (hours.holidays.some((entry) => entry.date === date)) {
      return format(messages.holiday, { slot })
    }
    if (date <= dateIn(now, hours.timeZone).date) return format(messages.today, { slot })
    if (!hours.days.includes(weekdayOf(date))) {
      return format(messages.notWorkingDay, { slot, days: workingDays(hours, tag) })
    }
    return format(messages.tooFar, { slot, ahead: businessDaysAhead })
  }
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
  if (!slotTimes(hours).includes(clock)) {
    const range = `${hours.start}–${hours.end} ${zoneName(instant, hours.timeZone)}`
    return format(messages.outsideHours, { slot, hours: range })
  }
  return undefined
}

/** The problems of a visitor's choice of slots, by field ("slots"), or {} when it is good. */
export function slotsProblems(
  values: string[],
  now: Date,
  hours: CallHours,
  language: SlotLanguage,
): Record<string, string> {
  const { messages } = language
  if (values.length === 0) return { slots: messages.none }
  if (values.length > maxSlots) return { slots: format(messages.tooMany, { max: maxSlots }) }
  if (new Set(values.map((value) => Date.parse(value))).size !== values.length) {
    return { slots: messages.twice }
  }
  for (const value of values) {
    const problem = slotProblem(value, now, hours, language)
    if (problem) return { slots: problem }
  }
  return {}
}

/** The zone's short name at `instant` (IST, BST, GMT+11 …). */
export function zoneName(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  )
}

/**
 * A slot for people: "Mon 29 Mar 2027, 14:00 IST" in English; in another language (`tag`), its
 * own words and order for the date ("2027년 3월 29일 월요일"), then the same clock and zone name.
 */
export function formatSlot(instant: Date, timeZone: string, tag = 'en-GB'): string {
  const english = tag.startsWith('en')
  const date = new Intl.DateTimeFormat(english ? 'en-GB' : intlTag(tag), {
    timeZone,
    weekday: english ? 'short' : 'long',
    day: 'numeric',
    month: english ? 'short' : 'long',
    year: 'numeric',
  }).format(instant)
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
  const clock = `${time} ${zoneName(instant, timeZone)}`
  if (english) return `${date.replace(/,/g, '')}, ${clock}`
  // In right-to-left text the clock and its zone stay one Latin unit.
  return `${date} ${directionOf(tag) === 'rtl' ? `\u2068${clock}\u2069` : clock}`
}

/** The zone's name in a language, for people: "heure normale du Golfe", "걸프 표준시". */
export function zoneLongName(instant: Date, timeZone: string, tag: string): string {
  return (
    new Intl.DateTimeFormat(intlTag(tag), { timeZone, timeZoneName: 'long' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** A slot in the company's time and, when it differs, the visitor's: what the desk and e-mail show. */
export function describeSlot(instant: Date, companyZone: string, visitorZone: string): string {
  const company = formatSlot(instant, companyZone)
  const visitor = formatSlot(instant, visitorZone)
  // Another name for the same zone (Chrome reports Asia/Calcutta for Asia/Kolkata) reads the same.
  if (visitor === company) return company
  return `${company} (${visitor}, ${visitorZone})`
}

/** Whether `name` is a time zone this runtime knows: a visitor's, as the browser reported it. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}
