import ky, { HTTPError } from 'ky'
import { addXsrfHeader } from '../../lib/anti-forgery-header.ts'

/**
 * The desk's one HTTP client: JSON in, JSON out, same origin, the session cookie sent by the
 * browser. POSTs copy the anti-forgery cookie into its header (the API refuses them otherwise).
 * Every failure is a DeskApiError, so a screen shows one kind of message.
 */

export class DeskApiError extends Error {
  /** The HTTP status, or 0 when the server could not be reached. */
  readonly status: number
  /** Seconds to wait, from Retry-After (429). */
  readonly retryAfter: number | null

  constructor(status: number, message: string, retryAfter: number | null = null) {
    super(message)
    this.name = 'DeskApiError'
    this.status = status
    this.retryAfter = retryAfter
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

function errorOf(response: Response, data: unknown): DeskApiError {
  const { message } = (data ?? {}) as { message?: unknown }
  return new DeskApiError(
    response.status,
    // Not JSON (a proxy's error page): the status says what happened.
    typeof message === 'string' && message ? message : `The server answered ${response.status}.`,
    retryAfterSeconds(response.headers.get('retry-after')),
  )
}

/**
 * The project's HTTP client (ky) with the site's anti-forgery hook. A GET that fails on the way
 * is tried again twice; a POST never (ky's default), so no change is sent twice.
 */
const desk = ky.create({
  // Looked up at call time: tests replace it.
  fetch: (input, init) => globalThis.fetch(input, init),
  timeout: 15_000,
  headers: { accept: 'application/json' },
  hooks: { beforeRequest: [addXsrfHeader] },
})

async function request<T>(send: () => Promise<Response>): Promise<T> {
  let response: Response
  try {
    response = await send()
  } catch (error) {
    // ky has already read an error answer's body into `data`.
    if (error instanceof HTTPError) throw errorOf(error.response, error.data)
    throw new DeskApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    )
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export function getJson<T>(url: string): Promise<T> {
  return request<T>(() => desk.get(url))
}

export function postJson<T>(url: string, body?: unknown): Promise<T> {
  return request<T>(() => desk.post(url, { json: body ?? {} }))
}

/** What a person reads when a request failed. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof DeskApiError)) return 'Something went wrong. Try again.'
  if (error.status === 403) return 'Only admins can do this.'
  return error.message
}
