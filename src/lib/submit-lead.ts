import { HTTPError } from 'ky'
import { visitAttribution } from '../forms/attribution.ts'
import { http } from './http.ts'

/** How the API answered a form, in the terms the form shows to the visitor. */
export type SubmitResult =
  | { kind: 'stored'; id: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'forbidden' }
  | { kind: 'too-large'; fields: Record<string, string> }
  | { kind: 'unavailable' }
  /** The key came before with another request: that one is stored; send this under a new key. */
  | { kind: 'key-reused' }

interface ErrorBody {
  fields?: Record<string, string>
  retryAfterSeconds?: number
}

type Answer = ErrorBody & { id?: string }

const asAnswer = (data: unknown): Answer =>
  data && typeof data === 'object' ? (data as Answer) : {}

/**
 * Sends a form to the API through the site's one ky instance (loading overlay, anti-forgery
 * header). The same Idempotency-Key on a retry means the API stores the lead once.
 * Loaded when a form is sent, so its code is not part of a first visit.
 */
export async function submitLead(
  url: string,
  body: { json: unknown } | { form: FormData },
  idempotencyKey: string,
  /** The page's language, which the lead records and the API answers field errors in. */
  language: string,
): Promise<SubmitResult> {
  let response: Response
  let answer: Answer
  // Where the visit came from, for the sales desk (src/forms/attribution.ts).
  const attribution = visitAttribution()
  if ('form' in body) {
    body.form.set('attribution', JSON.stringify(attribution))
    body.form.set('language', language)
  }
  try {
    response = await http.post(url, {
      ...('json' in body
        ? { json: { ...(body.json as object), attribution, language } }
        : { body: body.form }),
      headers: { 'Idempotency-Key': idempotencyKey },
      // A slow upload of a 5 MB CV on a mobile connection must not be cut off.
      timeout: 120_000,
    })
    answer = asAnswer(await response.json().catch(() => undefined))
  } catch (error) {
    if (!(error instanceof HTTPError)) return { kind: 'unavailable' }
    // ky has already read the error's body into `data`.
    response = error.response
    answer = asAnswer(error.data)
  }
  if (response.ok && answer.id) return { kind: 'stored', id: answer.id }
  switch (response.status) {
    case 400:
      return { kind: 'invalid', fields: answer.fields ?? {} }
    case 403:
      return { kind: 'forbidden' }
    case 413:
      return { kind: 'too-large', fields: answer.fields ?? {} }
    case 422:
      return { kind: 'key-reused' }
    case 429: {
      const seconds = Number(response.headers.get('Retry-After')) || answer.retryAfterSeconds || 60
      return { kind: 'rate-limited', minutes: Math.max(1, Math.ceil(seconds / 60)) }
    }
    default:
      return { kind: 'unavailable' }
  }
}
