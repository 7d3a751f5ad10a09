import { antiForgery } from '../../forms/anti-forgery.ts'

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

/** The decoded value of cookie `name` in a `document.cookie` string, or undefined. */
export function cookieValue(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.split('=')
    if (key?.trim() !== name) continue
    const value = rest.join('=').trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

/** Retry-After in seconds: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

async function errorOf(response: Response): Promise<DeskApiError> {
  let message = `The server answered ${response.status}.`
  try {
    const body = (await response.json()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message) message = body.message
  } catch {
    // Not JSON (a proxy's error page): keep the status message.
  }
  return new DeskApiError(
    response.status,
    message,
    retryAfterSeconds(response.headers.get('retry-after')),
  )
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init })
  } catch {
    throw new DeskApiError(
      0,
      'The server could not be reached. Check the connection and try again.',
    )
  }
  if (!response.ok) throw await errorOf(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export function getJson<T>(url: string): Promise<T> {
  return request<T>(url, { headers: { accept: 'application/json' } })
}

export function postJson<T>(url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  }
  const token = cookieValue(antiForgery.cookie, document.cookie)
  if (token) headers[antiForgery.header] = token
  return request<T>(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}) })
}

/** What a person reads when a request failed. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof DeskApiError)) return 'Something went wrong. Try again.'
  if (error.status === 403) return 'Only admins can do this.'
  return error.message
}
