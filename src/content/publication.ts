/**
 * What is published, for the build (pages, listings, sitemap) and the API (which job openings
 * take applications): one rule for both.
 *
 * - A content file whose name starts with `_` is a draft: never published (a job: never
 *   applied to).
 * - A job opening is open through the last day of its `validThrough` date in India (the
 *   office's time zone) and closed from the next day on: it leaves the careers list and the
 *   sitemap at the next build, and its page says it is closed.
 */
export const isDraftFile = (name: string): boolean => name.startsWith('_')

/** Today's date in India as YYYY-MM-DD, or `SITE_TODAY` when set (builds of a fixed date). */
export function todayInIndia(now = new Date()): string {
  const fixed = process.env.SITE_TODAY
  if (fixed) {
    if (!/^\d{4}-\d\d-\d\d$/.test(fixed))
      throw new Error(`SITE_TODAY must be YYYY-MM-DD, not "${fixed}"`)
    return fixed
  }
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now)
}

export const isClosed = (validThrough: string, today = todayInIndia()): boolean =>
  validThrough < today

/** The `validThrough` date in a careers file's front matter (the API reads no YAML parser). */
export function validThroughOf(markdown: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? ''
  return /^validThrough:\s*['"]?(\d{4}-\d\d-\d\d)['"]?\s*$/m.exec(frontMatter)?.[1]
}
