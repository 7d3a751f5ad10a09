import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApp, xsrf } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { contactBody, estimateBody, estimateForm } from './support/forms.ts'
import { startSmtp } from './support/smtp.ts'
import { freePort } from '../support/ports.ts'
import type { LocalSmtp } from './support/smtp.ts'

let api: TestApp | undefined
let smtp: LocalSmtp | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.stop()
  api = smtp = undefined
})

/** GET /api/metrics, parsed into "name{labels}" → value. */
async function scrape(app: TestApp): Promise<Map<string, number>> {
  const response = await app.app.inject({ method: 'GET', url: '/api/metrics' })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  const samples = new Map<string, number>()
  for (const line of response.body.split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line)
    if (match?.[1] && match[2]) samples.set(match[1], Number(match[2]))
  }
  return samples
}

const contact = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.post('/api/contact', {
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('GET /api/metrics', () => {
  it('counts leads stored by kind and requests refused by reason', async () => {
    api = await startApp({ RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_MS: '600000' })
    const before = await scrape(api)
    expect(before.get('leads_stored_total{kind="contact"}') ?? 0).toBe(0)

    expect((await contact(api, contactBody())).statusCode).toBe(201)
    expect((await contact(api, contactBody({ website: 'https://spam.example' }))).statusCode).toBe(
      201,
    )
    expect((await contact(api, contactBody({ startedAt: Date.now() }))).statusCode).toBe(400)
    expect((await contact(api, contactBody({ name: 'A' }))).statusCode).toBe(400)
    expect((await contact(api, 'name=Asha', { 'content-type': 'text/plain' })).statusCode).toBe(415)
    expect((await contact(api, 'x'.repeat(70 * 1024))).statusCode).toBe(413)
    const forged = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify(contactBody()),
      headers: { 'content-type': 'application/json', cookie: xsrf.cookie },
    })
    expect(forged.statusCode).toBe(403)
    // Six requests per window: the next ones are limited.
    const rest = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => contact(api as TestApp, contactBody())),
    )
    expect(rest.map((answer) => answer.statusCode)).toContain(429)

    const after = await scrape(api)
    expect(after.get('leads_stored_total{kind="contact"}')).toBe(
      1 + rest.filter((answer) => answer.statusCode === 201).length,
    )
    for (const reason of ['honeypot', 'too_quick', '400', '403', '413', '415', '429']) {
      expect(after.get(`lead_requests_refused_total{reason="${reason}"}`), reason).toBeGreaterThan(
        0,
      )
    }
    expect(after.get('lead_requests_refused_total{reason="400"}')).toBe(1)
    expect(
      after.get(
        'http_request_duration_seconds_count{method="POST",route="/api/contact",status_code="201"}',
      ),
    ).toBeGreaterThanOrEqual(2)
  })

  it('counts estimate requests as their own kind, and their refusals, JSON or a plain form', async () => {
    api = await startApp()
    const app = api
    const estimate = (payload: string, type: string) =>
      app.post('/api/estimate', {
        payload,
        headers: { 'content-type': type, origin: 'http://localhost:80' },
      })
    expect((await estimate(JSON.stringify(estimateBody()), 'application/json')).statusCode).toBe(
      201,
    )
    const spam = estimateForm({ website: 'https://spam.example' })
    expect((await estimate(spam, 'application/x-www-form-urlencoded')).statusCode).toBe(303)
    const invalid = JSON.stringify(estimateBody({ project: 'spaceship' }))
    expect((await estimate(invalid, 'application/json')).statusCode).toBe(400)

    const after = await scrape(api)
    expect(after.get('leads_stored_total{kind="estimate"}')).toBe(1)
    expect(after.get('leads_stored_total{kind="contact"}') ?? 0).toBe(0)
    expect(after.get('lead_requests_refused_total{reason="honeypot"}')).toBe(1)
    expect(after.get('lead_requests_refused_total{reason="400"}')).toBe(1)
  })

  it('shows the outbox backlog and its oldest item until the mail goes out, and counts sends', async () => {
    const port = await freePort()
    api = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_TO: 'sales@example.com',
      MAIL_FROM: 'Kitelane website <web@example.com>',
      OUTBOX_POLL_MS: '25',
      OUTBOX_RETRY_BASE_MS: '50',
    })
    expect((await contact(api, contactBody())).statusCode).toBe(201)
    const app = api
    await vi.waitFor(
      async () => {
        const waiting = await scrape(app)
        expect(waiting.get('lead_outbox_backlog')).toBe(1)
        expect(waiting.get('lead_outbox_oldest_age_seconds')).toBeGreaterThan(0)
        expect(
          waiting.get('lead_notifications_total{channel="mail",result="retry"}'),
        ).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 50 },
    )

    smtp = await startSmtp(port)
    await vi.waitFor(
      async () => {
        const sent = await scrape(app)
        expect(sent.get('lead_notifications_total{channel="mail",result="sent"}')).toBe(1)
        expect(sent.get('lead_outbox_backlog')).toBe(0)
        expect(sent.get('lead_outbox_oldest_age_seconds')).toBe(0)
      },
      { timeout: 30_000, interval: 50 },
    )
  })
})
