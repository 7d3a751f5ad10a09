import { createHmac, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cvLink, type WebhookPayload } from '../../server/delivery/webhook-payload.ts'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import { computeEstimate } from '../../src/estimate/compute.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { pageAnswers } from '../support/estimate-answers.ts'
import { applicationFields, contactBody, estimateBody, multipart, pdf } from './support/forms.ts'
import { runCli } from './support/process.ts'
import { startSmtp, type LocalSmtp } from './support/smtp.ts'
import { freePort } from '../support/ports.ts'

const secret = 'webhook-secret-0123456789abcdef'
const siteOrigin = 'https://www.example.com'
const waitLong = { timeout: 30_000, interval: 50 }

interface Delivery {
  headers: IncomingHttpHeaders
  raw: Buffer
}

interface Receiver {
  url: string
  deliveries: Delivery[]
  stop: () => Promise<void>
}

/** A CRM's catch hook on a local port: answers `statuses` in turn, then 200. */
async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const deliveries: Delivery[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push({ headers: request.headers, raw: Buffer.concat(chunks) })
      const status = statuses.shift() ?? 200
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(status === 200 ? '{"accepted":true}' : '{"error":"the CRM is down"}')
    })
  })
  server.listen(await freePort(), '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return {
    url: `http://127.0.0.1:${address.port}/hooks/catch/123/abc/`,
    deliveries,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let api: TestApp | undefined
let receiver: Receiver | undefined
let smtp: LocalSmtp | undefined
afterEach(async () => {
  await api?.close()
  await receiver?.stop()
  await smtp?.stop()
  api = receiver = smtp = undefined
})

const webhookEnv = (url: string, extra: Record<string, string> = {}) => ({
  WEBHOOK_URL: url,
  WEBHOOK_SECRET: secret,
  SITE_ORIGIN: siteOrigin,
  OUTBOX_POLL_MS: '25',
  OUTBOX_RETRY_BASE_MS: '50',
  ...extra,
})

const attribution = {
  page: '/contact',
  referrer: 'https://www.google.com/search?q=portal',
  landingPage: '/services/web-application-development',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'autumn',
}

type OutboxRow = { id: number; channel: string; attempts: number; sent_at: string | null }
type AttemptRow = { channel: string; result: string; detail: string | null }
const outboxRows = (store: TestApp) =>
  query<OutboxRow>(store, 'SELECT id, channel, attempts, sent_at FROM outbox ORDER BY id')
const attemptRows = (store: TestApp) =>
  query<AttemptRow>(
    store,
    `SELECT o.channel, a.result, a.detail FROM outbox_attempts a
     JOIN outbox o ON o.id = a.outbox_id ORDER BY a.id`,
  )

async function sendEnquiry(app: TestApp) {
  const response = await app.post('/api/contact', {
    payload: JSON.stringify({ ...contactBody(), attribution }),
    headers: { 'content-type': 'application/json' },
  })
  expect(response.statusCode).toBe(201)
  return response.json<{ id: string }>().id
}

async function apply(app: TestApp, cv: Uint8Array) {
  const body = await multipart(applicationFields({ attribution: JSON.stringify(attribution) }), [
    { name: 'Ravi Pátel CV.pdf', type: 'application/pdf', content: cv },
  ])
  const response = await app.post('/api/careers/applications', body)
  expect(response.statusCode).toBe(201)
  return response.json<{ id: string }>().id
}

/** What a receiver does to check a delivery: HMAC-SHA256 of the raw body, compared safely. */
function signatureValid(delivery: Delivery): boolean {
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(delivery.raw).digest('hex')}`,
  )
  const given = Buffer.from(String(delivery.headers['x-webhook-signature']))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const payloadOf = (delivery: Delivery | undefined) =>
  JSON.parse(delivery?.raw.toString('utf8') ?? 'null') as WebhookPayload

describe(`the CRM webhook (${engine})`, () => {
  it('POSTs a new enquiry as signed JSON with its fields and attribution', async () => {
    receiver = await startReceiver()
    api = await startApp(webhookEnv(receiver.url))
    const store = api
    const id = await sendEnquiry(api)

    await vi.waitFor(() => expect(receiver?.deliveries).toHaveLength(1), waitLong)
    const [delivery] = receiver.deliveries
    expect(delivery && signatureValid(delivery)).toBe(true)
    expect(delivery?.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(delivery?.headers['user-agent']).toBe('example.com-leads-webhook')
    expect(Number(delivery?.headers['x-webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2)
    const payload = payloadOf(delivery)
    expect(payload).toEqual({
      event: 'lead.created',
      id,
      kind: 'contact',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Sent without one, as pages of earlier releases did.
      language: 'en',
      fields: {
        name: 'Asha Mehta',
        email: 'asha@example.org',
        phone: '+91 98765 43210',
        company: 'Mehta Textiles',
        interest: 'web-application-development',
        budget: '25k-50k',
        message: 'We need a portal for our dealers across Gujarat.',
      },
      attribution: { ...attribution, referrer: 'https://www.google.com' },
      cv: null,
    })

    await vi.waitFor(async () => {
      const rows = await outboxRows(store)
      expect(rows).toEqual([expect.objectContaining({ channel: 'webhook', attempts: 1 })])
      expect(rows[0]?.sent_at).toBeTruthy()
    }, waitLong)
    const [row] = await outboxRows(store)
    expect(delivery?.headers['x-webhook-id']).toBe(String(row?.id))
    expect(await attemptRows(store)).toEqual([
      { channel: 'webhook', result: 'sent', detail: 'HTTP 200: {"accepted":true}' },
    ])
  })

  it('POSTs an estimate request as kind estimate: the answers as option ids, the estimate beside them', async () => {
    receiver = await startReceiver()
    api = await startApp(webhookEnv(receiver.url))
    const body = estimateBody()
    const response = await api.post('/api/estimate', {
      payload: JSON.stringify({ ...body, attribution, language: 'fr' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()

    await vi.waitFor(() => expect(receiver?.deliveries).toHaveLength(1), waitLong)
    const [delivery] = receiver.deliveries
    expect(delivery && signatureValid(delivery)).toBe(true)
    const { weeks, cost, team, assumptions } = computeEstimate(
      body,
      readEstimatorRates('src/content/estimator.yaml'),
    )
    expect(payloadOf(delivery)).toEqual({
      event: 'lead.created',
      id,
      kind: 'estimate',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      language: 'fr',
      fields: {
        ...pageAnswers,
        name: 'Asha Mehta',
        email: 'asha@example.org',
        company: 'Mehta Textiles',
        message: 'A portal for our dealers across Gujarat.',
      },
      estimate: { weeks, cost, team, assumptions },
      attribution: { ...attribution, referrer: 'https://www.google.com' },
      cv: null,
    })
  })

  it('sends an application with a signed, expiring link to its CV, never the CV itself', async () => {
    receiver = await startReceiver()
    api = await startApp(webhookEnv(receiver.url))
    const cv = pdf()
    const id = await apply(api, cv)

    await vi.waitFor(() => expect(receiver?.deliveries).toHaveLength(1), waitLong)
    const [delivery] = receiver.deliveries
    expect(delivery && signatureValid(delivery)).toBe(true)
    const raw = delivery?.raw.toString('utf8') ?? ''
    // Neither the CV's base64 nor a part of it.
    const base64 = Buffer.from(cv).toString('base64')
    expect(raw).not.toContain(base64.slice(0, 40))
    expect(raw).not.toContain(base64.slice(-40, -4))
    const payload = payloadOf(delivery)
    expect(payload).toMatchObject({
      event: 'application.created',
      id,
      kind: 'application',
      language: 'en',
      fields: { job: 'senior-react-developer', name: 'Ravi Patel', email: 'ravi@example.net' },
      attribution: { page: '/contact', utmCampaign: 'autumn' },
      cv: { name: 'Ravi Pátel CV.pdf', type: 'application/pdf', bytes: cv.length },
    })
    expect(payload.fields).not.toHaveProperty('startedAt')
    const link = new URL(payload.cv?.url ?? '')
    expect(link.origin).toBe(siteOrigin)
    const sevenDays = Date.now() + 7 * 86_400_000
    expect(Math.abs(Date.parse(payload.cv?.expiresAt ?? '') - sevenDays)).toBeLessThan(60_000)

    const download = await api.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(Buffer.from(cv))).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Ravi P_tel CV.pdf"; filename*=UTF-8''Ravi%20P%C3%A1tel%20CV.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })

    const tampered = new URL(link)
    const signature = tampered.searchParams.get('signature') ?? ''
    tampered.searchParams.set(
      'signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    )
    const forged = await api.app.inject({ method: 'GET', url: tampered.pathname + tampered.search })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({ error: 'forbidden', message: 'This link is not valid.' })
    const later = new URL(link)
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400))
    expect(
      (await api.app.inject({ method: 'GET', url: later.pathname + later.search })).statusCode,
    ).toBe(403)

    const expiredLink = new URL(cvLink(siteOrigin, secret, id, Math.floor(Date.now() / 1000) - 1))
    const expired = await api.app.inject({
      method: 'GET',
      url: expiredLink.pathname + expiredLink.search,
    })
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toMatchObject({ error: 'expired' })

    // Erased: the link leads nowhere any more.
    await query(
      api,
      `DELETE FROM outbox_attempts WHERE outbox_id IN (SELECT id FROM outbox WHERE lead_id = '${id}')`,
    )
    await query(api, `DELETE FROM outbox WHERE lead_id = '${id}'`)
    await query(api, `DELETE FROM leads WHERE id = '${id}'`)
    const gone = await api.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ error: 'not_found' })
  })

  it('sends the CV without a link when SITE_ORIGIN is not set, and says so at start-up', async () => {
    receiver = await startReceiver()
    api = await startApp(webhookEnv(receiver.url, { SITE_ORIGIN: '' }))
    const cv = pdf()
    await apply(api, cv)
    await vi.waitFor(() => expect(receiver?.deliveries).toHaveLength(1), waitLong)
    expect(payloadOf(receiver.deliveries[0]).cv).toEqual({
      name: 'Ravi Pátel CV.pdf',
      type: 'application/pdf',
      bytes: cv.length,
      url: null,
      expiresAt: null,
    })
    expect(api.logs()).toContain('set SITE_ORIGIN')
  })

  it('retries with back-off until a 2xx and logs every attempt', async () => {
    receiver = await startReceiver([500, 500])
    api = await startApp(webhookEnv(receiver.url))
    const store = api
    const id = await sendEnquiry(api)

    await vi.waitFor(async () => {
      const [row] = await outboxRows(store)
      expect(row?.sent_at).toBeTruthy()
    }, waitLong)
    expect(receiver.deliveries).toHaveLength(3)
    // The same delivery each time: the receiver can dedupe by id.
    const ids = receiver.deliveries.map((delivery) => delivery.headers['x-webhook-id'])
    expect(new Set(ids).size).toBe(1)
    expect(receiver.deliveries.map((delivery) => payloadOf(delivery).id)).toEqual([id, id, id])
    expect(await outboxRows(store)).toEqual([
      expect.objectContaining({ channel: 'webhook', attempts: 3 }),
    ])
    expect(await attemptRows(store)).toEqual([
      { channel: 'webhook', result: 'retry', detail: 'HTTP 500: {"error":"the CRM is down"}' },
      { channel: 'webhook', result: 'retry', detail: 'HTTP 500: {"error":"the CRM is down"}' },
      { channel: 'webhook', result: 'sent', detail: 'HTTP 200: {"accepted":true}' },
    ])
    expect(api.logs()).toMatch(/"level":40.*lead not accepted by the CRM webhook/)
    const metrics = (await api.app.inject({ method: 'GET', url: '/api/metrics' })).body
    expect(metrics).toContain('lead_notifications_total{channel="webhook",result="retry"} 2')
    expect(metrics).toContain('lead_notifications_total{channel="webhook",result="sent"} 1')
  })

  it('delivers to the CRM while the mail keeps failing, each channel on its own', async () => {
    receiver = await startReceiver()
    api = await startApp({
      ...webhookEnv(receiver.url),
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      LEADS_TO: 'sales@example.com',
    })
    const store = api
    await sendEnquiry(api)

    await vi.waitFor(async () => {
      const attempts = await attemptRows(store)
      expect(attempts.filter((attempt) => attempt.channel === 'mail').length).toBeGreaterThan(1)
      expect(attempts.filter((attempt) => attempt.channel === 'webhook')).toEqual([
        { channel: 'webhook', result: 'sent', detail: 'HTTP 200: {"accepted":true}' },
      ])
    }, waitLong)
    const attempts = await attemptRows(store)
    expect(attempts.find((attempt) => attempt.channel === 'mail')).toMatchObject({
      result: 'retry',
      detail: expect.stringMatching(/ECONNREFUSED|connect/i),
    })
    const rows = await outboxRows(store)
    expect(rows.map((row) => [row.channel, Boolean(row.sent_at)])).toEqual([
      ['mail', false],
      ['webhook', true],
    ])
    expect(receiver.deliveries).toHaveLength(1)
    // `leads outbox` names the channel of what is waiting: the mail, not the delivered webhook.
    const listed = await runCli(['outbox'], api.env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toMatch(/^lead id\tkind\tstatus\tattempts\tchannel\t/)
    expect(listed.stdout).toMatch(/\tcontact\tretrying\t\d+\tmail\t/)
    expect(listed.stdout).not.toContain('webhook')
  })

  it('logs the attempts of both channels, the SMTP answer for the mail', async () => {
    receiver = await startReceiver()
    smtp = await startSmtp()
    api = await startApp({
      ...webhookEnv(receiver.url),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_TO: 'sales@example.com',
    })
    const store = api
    await sendEnquiry(api)
    await vi.waitFor(async () => {
      const rows = await outboxRows(store)
      expect(rows.map((row) => [row.channel, Boolean(row.sent_at)])).toEqual([
        ['mail', true],
        ['webhook', true],
      ])
    }, waitLong)
    const attempts = await attemptRows(store)
    expect(attempts).toHaveLength(2)
    expect(attempts).toContainEqual({
      channel: 'mail',
      result: 'sent',
      detail: expect.stringMatching(/^250 /),
    })
    expect(smtp.mails).toHaveLength(1)
    expect(receiver.deliveries).toHaveLength(1)
    // The export lists the lead once, with its e-mail's status.
    const exported = await runCli(['export'], api.env)
    expect(JSON.parse(exported.stdout)).toEqual([expect.objectContaining({ notification: 'sent' })])
  })

  it('creates no webhook rows and no CV links without WEBHOOK_URL', async () => {
    api = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      LEADS_TO: 'sales@example.com',
    })
    const id = await sendEnquiry(api)
    expect((await outboxRows(api)).map((row) => row.channel)).toEqual(['mail'])
    const link = new URL(cvLink(siteOrigin, secret, id, Math.floor(Date.now() / 1000) + 60))
    const response = await api.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(response.statusCode).toBe(404)
  })
})
