import type { Attribution } from '../../src/admin/contract.ts'

/**
 * The `attribution` the forms send beside their fields (src/forms/attribution.ts): where the
 * visit began and which page sent the form. The browser fills it in, not the visitor, so a
 * value that is not what a browser would send is dropped, never a reason to refuse the lead.
 */
export const noAttribution: Attribution = {
  page: null,
  referrer: null,
  landingPage: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
}

const maxPath = 300
const maxUtm = 120

function path(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > maxPath || !value.startsWith('/')) return null
  if (value.startsWith('//') || /[\s\p{Cc}]/u.test(value)) return null
  return value
}

function origin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > maxPath) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

function utm(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.length > maxUtm || /[\p{Cc}\p{Cf}]/u.test(trimmed)) return null
  return trimmed
}

/** Reads the attribution from a JSON object (contact) or its JSON text (multipart). */
export function readAttribution(value: unknown): Attribution {
  let input = value
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input)
    } catch {
      return noAttribution
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return noAttribution
  const record = input as Record<string, unknown>
  return {
    page: path(record.page),
    referrer: origin(record.referrer),
    landingPage: path(record.landingPage),
    utmSource: utm(record.utmSource),
    utmMedium: utm(record.utmMedium),
    utmCampaign: utm(record.utmCampaign),
  }
}

/** Takes `attribution` out of a request's fields: the form schemas refuse fields they do not know. */
export function takeAttribution(fields: Record<string, unknown>): Attribution {
  const attribution = readAttribution(fields.attribution)
  delete fields.attribution
  return attribution
}
