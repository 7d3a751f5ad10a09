/**
 * How long the sales desk keeps what visitors send, in days: the one place it is set. The API's
 * daily retention job deletes by these values (server/shared/config.ts, server/desk/retention.ts)
 * and the privacy notice states them (the placeholders of src/content/pages/privacy.yaml), so the
 * two cannot disagree: changing a period is a change here, built and deployed like any other.
 */
export const retentionDays = {
  /** Enquiries from the contact form, with their notes and history. */
  enquiry: 730,
  /** Job applications, with their CVs. */
  application: 180,
  /** Applications whose sender ticked "Keep my CV for future openings". */
  keptApplication: 365,
} as const

export type RetentionDays = typeof retentionDays

/**
 * A period as the notice and the forms word it: years from two years up, months where it is
 * a whole number of them (a year as "12 months"), else days.
 */
export function describePeriod(days: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
  if (days % 365 === 0) return days > 365 ? plural(days / 365, 'year') : plural(12, 'month')
  if (days % 30 === 0) return plural(days / 30, 'month')
  return plural(days, 'day')
}
