import { afterEach, describe, expect, it } from 'vitest'
import { startApp, storedCounts, token, xsrf } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { applicationFields, contactBody, estimateBody, multipart } from './support/forms.ts'

let api: TestApp
afterEach(async () => {
  await api.close()
})

const forms = {
  contact: async () => ({
    url: '/api/contact',
    payload: JSON.stringify(contactBody()),
    headers: { 'content-type': 'application/json' },
  }),
  // The estimator's page sends JSON with the token; its plain form without JavaScript goes by
  // Origin instead (estimate.test.ts).
  estimate: async () => ({
    url: '/api/estimate',
    payload: JSON.stringify(estimateBody()),
    headers: { 'content-type': 'application/json' },
  }),
  application: async () => ({
    url: '/api/careers/applications',
    ...(await multipart(applicationFields())),
  }),
}

/** Sends a valid form with exactly these headers (no token unless given). */
async function sendRaw(
  form: keyof typeof forms,
  headers: Record<string, string>,
  remoteAddress?: string,
) {
  const { url, payload, headers: bodyHeaders } = await forms[form]()
  return api.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bodyHeaders, ...headers },
    ...(remoteAddress && { remoteAddress }),
  })
}

describe.each(['contact', 'estimate', 'application'] as const)(
  'anti-forgery and cross-site checks (%s)',
  (form) => {
    it.each([
      ['no token at all', {}],
      ['a cookie but no header', { cookie: xsrf.cookie }],
      ['a header but no cookie', { 'x-xsrf-token': token }],
      ['a header that differs from the cookie', { ...xsrf, 'x-xsrf-token': `${token}x` }],
      [
        'a token shorter than 16 characters',
        { cookie: 'XSRF-TOKEN=short', 'x-xsrf-token': 'short' },
      ],
      ['a cross-site Origin', { ...xsrf, origin: 'https://evil.example' }],
      ['an opaque Origin', { ...xsrf, origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { ...xsrf, 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { ...xsrf, 'sec-fetch-site': 'same-site' }],
    ])('refuses %s with 403 and stores nothing', async (_case, headers) => {
      api = await startApp()
      const response = await sendRaw(form, headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ error: 'forbidden', message: expect.any(String) })
      expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
    })

    it.each([
      [
        'its own origin behind nginx (https)',
        { origin: 'https://www.example.in', host: 'www.example.in', 'x-forwarded-proto': 'https' },
      ],
      ['SITE_ORIGIN', { origin: 'https://www.example.com', host: '127.0.0.1:8081' }],
      ['a same-origin fetch', { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }],
    ])('accepts a request from %s', async (_case, headers) => {
      api = await startApp({ SITE_ORIGIN: 'https://www.example.com' })
      const response = await sendRaw(form, { ...xsrf, ...headers })
      expect(response.statusCode).toBe(201)
    })

    it('does not trust X-Forwarded-Proto from a peer other than nginx on loopback', async () => {
      api = await startApp()
      const headers = {
        ...xsrf,
        origin: 'https://www.example.in',
        host: 'www.example.in',
        'x-forwarded-proto': 'https',
      }
      const response = await sendRaw(form, headers, '203.0.113.9')
      expect(response.statusCode).toBe(403)
    })
  },
)

describe('rate limit', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_MAX requests per IP and route', async () => {
    api = await startApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '600000' })
    const visitor = { ...xsrf, 'x-real-ip': '198.51.100.7' }
    for (let i = 0; i < 3; i++) expect((await sendRaw('contact', visitor)).statusCode).toBe(201)

    const limited = await sendRaw('contact', visitor)
    expect(limited.statusCode).toBe(429)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(500)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(limited.json()).toEqual({ error: 'rate_limited', retryAfterSeconds: retryAfter })
    expect((await storedCounts(api)).leads).toBe(3)

    // Another visitor, and the same visitor on the other form, are not limited.
    expect((await sendRaw('contact', { ...visitor, 'x-real-ip': '198.51.100.8' })).statusCode).toBe(
      201,
    )
    expect((await sendRaw('application', visitor)).statusCode).toBe(201)
  })

  it('ignores X-Real-IP from a peer that is not nginx', async () => {
    api = await startApp({ RATE_LIMIT_MAX: '2' })
    const statuses = []
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      statuses.push(
        (await sendRaw('contact', { ...xsrf, 'x-real-ip': ip }, '203.0.113.50')).statusCode,
      )
    }
    expect(statuses).toEqual([201, 201, 429])
  })
})

describe('GET /api/health', () => {
  it('answers 200 with what it checked when a lead can be stored', async () => {
    api = await startApp()
    const ok = await api.app.inject({ method: 'GET', url: '/api/health' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({
      status: 'ok',
      database: engine,
      // With PostgreSQL nothing is written to DATA_DIR; without SMTP_URL nothing is mailed.
      checks: { database: 'ok', dataDir: engine === 'sqlite' ? 'ok' : 'unused', mail: 'off' },
      reasons: [],
    })
  })

  it('needs no token (monitoring calls it without one)', async () => {
    api = await startApp()
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://monitor.example' },
    })
    expect(response.statusCode).toBe(200)
  })
})
