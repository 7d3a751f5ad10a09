import { z } from 'zod'
import { isTimeZone, weekdays, type CallHours } from './slots.ts'

/**
 * The shape of src/content/call-hours.yaml: when the company takes calls. The build validates
 * the file with it (file and field named on any error) and the API reads the same file with it
 * when it starts (server/intake/call-hours.ts), so the page offers exactly the slots the API
 * accepts.
 */
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, 'write a time as HH:MM on the hour or half hour, e.g. 09:30')

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** YAML reads an unquoted 2026-12-25 as a date: both spellings are accepted. */
const day = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write a date as YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a calendar date'),
)

export const callHoursSchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, 'not an IANA time zone such as Asia/Kolkata'),
    days: z
      .array(z.enum(weekdays))
      .min(1, 'name at least one working day')
      .refine((list) => new Set(list).size === list.length, 'a day is named twice'),
    start: clock,
    end: clock,
    holidays: z.array(z.object({ date: day, name: z.string().trim().min(2).max(80) })).default([]),
  })
  .strict()
  .refine((hours) => minutesOf(hours.end) - minutesOf(hours.start) >= 30, {
    message: 'end must be at least 30 minutes after start',
    path: ['end'],
  }) satisfies z.ZodType<CallHours>

/** What the schema reads: the type is declared with the slots (slots.ts), which work with it. */
export type { CallHours }
