// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DeskApiError,
  errorMessage,
  getJson,
  postJson,
  retryAfterSeconds,
} from '../../../src/admin/lib/api.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=abc%20def'
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

/** The Request the client sent (ky sends a Request, not a URL and options). */
function sentRequest(index = 0): Request {
  const input = fetchMock.mock.calls[index]?.[0]
  if (!(input instanceof Request)) throw new Error('no request was sent')
  return input
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('the desk client', () => {
  it('posts JSON with the anti-forgery cookie copied into its header', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }))
    await expect(postJson('/api/admin/items/1', { status: 'won' })).resolves.toEqual({ ok: true })
    const sent = sentRequest()
    expect(new URL(sent.url).pathname).toBe('/api/admin/items/1')
    expect(sent.method).toBe('POST')
    expect(await sent.clone().text()).toBe('{"status":"won"}')
    expect(sent.headers.get('X-XSRF-TOKEN')).toBe('abc def')
    expect(sent.headers.get('content-type')).toBe('application/json')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sends no anti-forgery header with a GET', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await getJson('/api/admin/items')
    expect(sentRequest().headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it("turns an error answer into a DeskApiError with the API's message and Retry-After", async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: 'too_many', message: 'Too many attempts.' }, { 'retry-after': '120' }),
    )
    const error = await postJson('/api/admin/session', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeskApiError)
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts.', retryAfter: 120 })
  })

  it('names the status when the answer is not JSON, and says when the server is unreachable', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 400 }))
    await expect(getJson('/x')).rejects.toMatchObject({ status: 400, message: /400/ })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(postJson('/x')).rejects.toMatchObject({
      status: 0,
      message: /could not be reached/,
    })
  })

  it('answers 204 with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(postJson('/api/admin/session/end')).resolves.toBeUndefined()
  })
})

describe('helpers', () => {
  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('90')).toBe(90)
    expect(retryAfterSeconds(new Date(60_000).toUTCString(), 0)).toBe(60)
    expect(retryAfterSeconds(null)).toBeNull()
    expect(retryAfterSeconds('soon')).toBeNull()
  })

  it('says that only admins can do what a 403 refused', () => {
    expect(errorMessage(new DeskApiError(403, 'forbidden'))).toBe('Only admins can do this.')
    expect(errorMessage(new DeskApiError(400, 'The note is too long.'))).toBe(
      'The note is too long.',
    )
  })
})
