// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  DeskApiError,
  cookieValue,
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

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('the desk client', () => {
  it('posts JSON with the anti-forgery cookie copied into its header', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }))
    await expect(postJson('/api/admin/items/1', { status: 'won' })).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/items/1')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"status":"won"}')
    expect(init?.headers).toMatchObject({
      'X-XSRF-TOKEN': 'abc def',
      'content-type': 'application/json',
    })
  })

  it('sends no anti-forgery header with a GET', async () => {
    fetchMock.mockResolvedValue(json(200, {}))
    await getJson('/api/admin/items')
    expect(JSON.stringify(fetchMock.mock.calls[0]?.[1])).not.toContain('XSRF')
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
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }))
    await expect(getJson('/x')).rejects.toMatchObject({ status: 502, message: /502/ })
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(getJson('/x')).rejects.toMatchObject({
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
  it('reads one cookie among others', () => {
    expect(cookieValue('XSRF-TOKEN', 'a=1; XSRF-TOKEN=x%3Dy; b=2')).toBe('x=y')
    expect(cookieValue('XSRF-TOKEN', 'NOT-XSRF-TOKEN=1')).toBeUndefined()
  })

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
