/**
 * What the call hours' schema (hours-schema.ts) and the slots (slots.ts) both build on: the
 * weekdays as the schema names them, in getUTCDay() order, and which time zones the runtime knows.
 */
export const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof weekdays)[number]

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
