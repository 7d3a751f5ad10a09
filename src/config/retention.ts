/**
 * How long the sales desk keeps what visitors send, in days: the one place it is set. The API's
 * daily retention job deletes by these values (server/config.ts, server/desk/retention.ts) and
 * the privacy notice states them (the placeholders of src/content/pages/privacy.yaml), so the
 * two cannot disagree: changing a period is a change here, built and deployed like any other.
 */
export const retentionDays = {
  /** Enquiries from the contact form, with their notes and history. */
  enquiry: 730,
  /** Job applications, with their CVs. */
  application: 180,
} as const

export type RetentionDays = typeof retentionDays

/** A period as the notice words it: whole months or years where it is one, else days. */
export function describePeriod(days: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
  if (days % 365 === 0) return plural(days / 365, 'year')
  if (days % 30 === 0) return plural(days / 30, 'month')
  return plural(days, 'day')
}
