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

const frontMatterOf = (markdown: string) => /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? ''

/** The `validThrough` date in a careers file's front matter (the API reads no YAML parser). */
export function validThroughOf(markdown: string): string | undefined {
  return /^validThrough:\s*['"]?(\d{4}-\d\d-\d\d)['"]?\s*$/m.exec(frontMatterOf(markdown))?.[1]
}

/**
 * The `title` in a content file's front matter: plain or in quotes on one line (how every
 * careers file writes it); undefined for anything else, so the caller falls back to the slug.
 */
export function titleOf(markdown: string): string | undefined {
  const line = /^title:[ \t]*(.*?)[ \t]*$/m.exec(frontMatterOf(markdown))?.[1]
  if (!line) return undefined
  const single = /^'(.*)'$/.exec(line)
  if (single) return single[1]?.replaceAll("''", "'") || undefined
  const double = /^"([^"\\]*)"$/.exec(line)
  if (double) return double[1] || undefined
  return /^[^'"|>&*!%@`{[]/.test(line) && !/\s#/.test(line) ? line : undefined
}
