import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Attribution, ItemKind } from '../../src/admin/contract.ts'
import type { Estimate } from '../../src/estimate/compute.ts'
import type { Language } from '../../src/i18n/locales.ts'
import { leadForms } from '../database/lead-forms.ts'
import type { LeadsTable } from '../database/schema.ts'
import { leadColumns, storedEstimate, toLeadRecord, type LeadRow } from '../database/lead-record.ts'

/**
 * How long a CV link in a webhook stays valid, from the attempt that sent it: long enough for
 * a CRM's own workflow to fetch the CV, short enough that a leaked payload stops exposing it.
 */
export const cvLinkDays = 7

/**
 * The JSON body POSTed to WEBHOOK_URL: flat, so n8n, Make and Zapier map it without code.
 *
 * - `kind` `contact` (the contact form), event `lead.created`: `fields` has name, email, phone,
 *   company, interest, budget, message, as the form sent them (slugs, not labels).
 * - `kind` `estimate` (the estimator's "Send me this estimate"), event `lead.created`: `fields`
 *   has the answers as option ids of src/content/estimator.yaml (project, platforms[],
 *   features[], integrations, design, deadline, engagement), the currency code, and name,
 *   email, company, message; `estimate` is what the API computed from them.
 * - `kind` `call` (a call request, /call), event `lead.created`: `fields` has slots[] (the
 *   times offered, UTC ISO 8601, earliest first), timeZone (the visitor's IANA zone), topic,
 *   name, email, phone, company.
 * - `kind` `application`, event `application.created`: `fields` has job, name, email, phone,
 *   profileUrl, coverNote, keepCv; `cv` links to the CV.
 */
export interface WebhookPayload {
  event: 'lead.created' | 'application.created'
  id: string
  kind: ItemKind
  createdAt: string
  /** The language of the page that sent it: en, ko, ar or fr. */
  language: Language
  fields: Record<string, unknown>
  /**
   * Estimate requests only: the range of weeks, the cost range in `cost.currency`, the team
   * size and the assumptions behind it, as the visitor was shown them.
   */
  estimate?: Pick<Estimate, 'weeks' | 'cost' | 'team' | 'assumptions'>
  attribution: Attribution
  /** Never the CV's bytes: a signed link that expires. */
  cv: null | {
    name: string
    type: string
    bytes: number
    url: string | null
    expiresAt: string | null
  }
}

/** The lead columns the payload needs (no CV content). */
export const webhookLeadColumns = [
  ...leadColumns,
  'leads.source_page',
  'leads.referrer_origin',
  'leads.landing_page',
  'leads.utm_source',
  'leads.utm_medium',
  'leads.utm_campaign',
] as const

export type WebhookLeadRow = LeadRow &
  Pick<
    Selectable<LeadsTable>,
    | 'source_page'
    | 'referrer_origin'
    | 'landing_page'
    | 'utm_source'
    | 'utm_medium'
    | 'utm_campaign'
  >

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex')

/** `X-Webhook-Signature`: `sha256=` and the hex HMAC-SHA256 of the exact body. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${hmac(secret, body)}`
}

/** The signature of a CV link: HMAC-SHA256 of "<leadId>.<expires>". */
export function cvLinkSignature(secret: string, leadId: string, expires: number): string {
  return hmac(secret, `${leadId}.${expires}`)
}

/** A link to the lead's CV, valid until `expires` (unix seconds). */
export function cvLink(
  siteOrigin: string,
  secret: string,
  leadId: string,
  expires: number,
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: cvLinkSignature(secret, leadId, expires),
  })
  return `${siteOrigin}/api/cv-links/${encodeURIComponent(leadId)}?${query.toString()}`
}

/** `valid`, or why a CV link is refused: a signature that does not match, or its time is up. */
export function checkCvLink(
  secret: string,
  leadId: string,
  expires: unknown,
  signature: unknown,
  now = Date.now(),
): 'valid' | 'forged' | 'expired' {
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return 'forged'
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return 'forged'
  const expected = Buffer.from(cvLinkSignature(secret, leadId, Number(expires)), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'forged'
  return Number(expires) * 1000 <= now ? 'expired' : 'valid'
}

/**
 * The payload of one lead. The CV link is signed at each attempt, so a delivery retried for
 * days still carries a link that is valid for `cvLinkDays`; without SITE_ORIGIN it has no URL.
 */
export function webhookPayload(
  row: WebhookLeadRow,
  link: { siteOrigin: string | undefined; secret: string; now?: number },
): WebhookPayload {
  const lead = toLeadRecord(row)
  // When the form was first shown times the visitor for the bot check; it is not the enquiry.
  // An estimate request's estimate is not a field the visitor sent: it has a key of its own.
  const fields = Object.fromEntries(
    Object.entries(lead.data).filter(([field]) => field !== 'startedAt' && field !== 'estimate'),
  )
  const estimate = lead.form === 'estimate' ? storedEstimate(lead.data.estimate) : undefined
  let cv: WebhookPayload['cv'] = null
  if (lead.cv) {
    const expires = Math.floor((link.now ?? Date.now()) / 1000) + cvLinkDays * 86_400
    const signed = link.siteOrigin !== undefined
    cv = {
      ...lead.cv,
      url: signed ? cvLink(link.siteOrigin ?? '', link.secret, lead.id, expires) : null,
      expiresAt: signed ? new Date(expires * 1000).toISOString() : null,
    }
  }
  return {
    event: lead.kind === 'application' ? 'application.created' : 'lead.created',
    id: lead.id,
    kind: leadForms[lead.form].item,
    createdAt: lead.createdAt,
    language: lead.language,
    fields,
    ...(estimate && {
      estimate: {
        weeks: estimate.weeks,
        cost: estimate.cost,
        team: estimate.team,
        assumptions: estimate.assumptions,
      },
    }),
    attribution: {
      page: row.source_page,
      referrer: row.referrer_origin,
      landingPage: row.landing_page,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    },
    cv,
  }
}
