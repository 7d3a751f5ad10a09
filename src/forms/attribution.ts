import type { Attribution } from '../admin/contract.ts'

/**
 * Where a lead came from, recorded in the browser for the sales desk: the visit's first page,
 * its `utm_*` parameters and the origin of the site that sent the visitor, kept for the tab's
 * session in sessionStorage (no cookie, no third party), plus the page the form is sent from.
 * The API reads it with server/intake/attribution.ts.
 */
export const visitKey = 'visit-source'

/** Runs on every full page load (src/start.ts); only the visit's first page is recorded. */
export function recordVisit(): void {
  try {
    if (sessionStorage.getItem(visitKey)) return
    const query = new URLSearchParams(location.search)
    let referrer: string | null = null
    try {
      referrer = new URL(document.referrer).origin
    } catch {
      // No referrer (typed address, bookmark, a policy that hides it).
    }
    const visit: Omit<Attribution, 'page'> = {
      landingPage: location.pathname,
      referrer: referrer === location.origin ? null : referrer,
      utmSource: query.get('utm_source'),
      utmMedium: query.get('utm_medium'),
      utmCampaign: query.get('utm_campaign'),
    }
    sessionStorage.setItem(visitKey, JSON.stringify(visit))
  } catch {
    // Storage is off: the lead is sent without where the visit began.
  }
}

/** What a form sends beside its fields. */
export function visitAttribution(): Partial<Attribution> {
  let visit: Partial<Attribution> = {}
  try {
    visit = JSON.parse(sessionStorage.getItem(visitKey) ?? '{}') as Partial<Attribution>
  } catch {
    // Storage is off or holds something else: the page alone is sent.
  }
  return { ...visit, page: location.pathname }
}
