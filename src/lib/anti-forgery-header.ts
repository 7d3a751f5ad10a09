import type { BeforeRequestState } from 'ky'
import { antiForgery } from '../forms/anti-forgery.ts'

/**
 * The browser's half of the anti-forgery rule (src/forms/anti-forgery.ts), for both HTTP
 * clients: the site's (src/lib/http.ts) and the sales desk's (src/admin/lib/api.ts).
 */

const safeMethods = new Set(['GET', 'HEAD'])

/** The decoded value of cookie `name` in a `document.cookie` string, or undefined. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      // Not percent-encoded by the server: send it exactly as the cookie holds it.
      return value
    }
  }
  return undefined
}

/**
 * A ky beforeRequest hook: state-changing requests to our own origin carry the token from the
 * cookie. Comparing origins (not "starts with http") also keeps it off protocol-relative
 * `//host/…` URLs.
 */
export function addXsrfHeader({ request }: BeforeRequestState): void {
  if (safeMethods.has(request.method.toUpperCase())) return
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  if (new URL(request.url).origin !== window.location.origin) return
  if (request.headers.has(antiForgery.header)) return
  const token = readCookie(antiForgery.cookie, document.cookie)
  if (token) request.headers.set(antiForgery.header, token)
}
