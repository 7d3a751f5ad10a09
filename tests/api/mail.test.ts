import { parse as parseHtml } from 'node-html-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { query, startApp } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { computeEstimate, describeEstimate } from '../../src/estimate/compute.ts'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import { applicationFields, contactBody, estimateBody, multipart, pdf } from './support/forms.ts'
import { runCli } from './support/process.ts'
import { parseMail, startSmtp } from './support/smtp.ts'
import { freePort } from '../support/ports.ts'
import type { LocalSmtp } from './support/smtp.ts'

let api: TestApp | undefined
let smtp: LocalSmtp | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.stop()
  api = smtp = undefined
})

const leadsTo = 'sales@example.com'
const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  LEADS_TO: leadsTo,
  MAIL_FROM: 'Kitelane website <web@example.com>',
  OUTBOX_POLL_MS: '25',
  OUTBOX_RETRY_BASE_MS: '50',
})
const waitLong = { timeout: 30_000, interval: 50 }

type OutboxRow = {
  attempts: number
  last_error: string | null
  sent_at: string | null
  failed_at: string | null
}
const outbox = (store: TestApp) =>
  query<OutboxRow>(store, 'SELECT attempts, last_error, sent_at, failed_at FROM outbox ORDER BY id')

describe('lead notifications', () => {
  it('mails a contact lead to LEADS_TO with every field, replies going to the visitor', async () => {
    smtp = await startSmtp()
    api = await startApp(mailEnv(smtp.port))
    const store = api
    const response = await api.post('/api/contact', {
      payload: JSON.stringify(contactBody()),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()

    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    const [mail] = smtp.mails
    expect(mail?.to).toEqual([leadsTo])
    const { header, text } = parseMail(mail?.raw ?? '')
    expect(header('Subject')).toBe('New enquiry: Web Application Development from Mehta Textiles')
    expect(header('Reply-To')).toContain('asha@example.org')
    expect(header('From')).toContain('web@example.com')
    for (const value of [
      id,
      'Name: Asha Mehta',
      'E-mail: asha@example.org',
      'Phone: +91 98765 43210',
      'Company: Mehta Textiles',
      'Budget: USD 25,000–50,000',
      'We need a portal for our dealers across Gujarat.',
    ]) {
      expect(text).toContain(value)
    }
    await vi.waitFor(async () => expect((await outbox(store))[0]?.sent_at).toBeTruthy(), waitLong)
  })

  it('states the language the visitor wrote in, and sets their text in its own direction in the HTML part', async () => {
    smtp = await startSmtp()
    api = await startApp(mailEnv(smtp.port))
    const name = 'محمد الفارسي'
    const company = 'شركة <الفارسي> & أولاده'
    const message = 'نحتاج إلى بوابة لموزعينا في دول الخليج.\nشكرا لكم.'
    for (const body of [contactBody({ language: 'ar', name, company, message }), contactBody()]) {
      const response = await api.post('/api/contact', {
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode).toBe(201)
    }

    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(2), waitLong)
    const mails = smtp.mails.map((mail) => parseMail(mail.raw))
    const arabic = mails.find((mail) => mail.text.includes(name))
    const english = mails.find((mail) => mail.text.includes('Asha Mehta'))
    expect(arabic?.text.replaceAll('\r\n', '\n')).toMatch(
      /\(lead [0-9a-f-]{36}\)\.\nLanguage: Arabic \(ar\)\n/,
    )
    expect(english?.text).toContain('Language: English (en)')

    const html = parseHtml(arabic?.html ?? '')
    expect(html.querySelector('html')?.getAttribute('lang')).toBe('en')
    expect(html.querySelectorAll('p').map((p) => p.text)).toContain('Language: Arabic (ar)')
    // Each value in an element of its own that takes the direction of its text.
    const cell = (label: string) =>
      html
        .querySelectorAll('tr')
        .find((row) => row.querySelector('th')?.text === label)
        ?.querySelector('td')
    for (const [label, text] of [
      ['Name', name],
      ['Company', company],
      ['Message', message],
      ['E-mail', 'asha@example.org'],
    ] as const) {
      expect(cell(label)?.getAttribute('dir'), label).toBe('auto')
      expect(cell(label)?.text, label).toBe(text)
    }
    // Visitor text is escaped, its line breaks kept.
    expect(cell('Company')?.innerHTML).toBe('شركة &lt;الفارسي&gt; &amp; أولاده')
    expect(cell('Message')?.innerHTML).toBe(message.replace('\n', '<br>'))
  })

  it("mails an estimate request with its answers by the estimator's words, the estimate and its assumptions", async () => {
    smtp = await startSmtp()
    api = await startApp(mailEnv(smtp.port))
    const body = estimateBody({ features: ['accounts', 'realtime'], design: 'nothing' })
    const response = await api.post('/api/estimate', {
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    const estimate = computeEstimate(body, readEstimatorRates('src/content/estimator.yaml'))

    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    const { header, text: sent } = parseMail(smtp.mails[0]?.raw ?? '')
    const text = sent.replaceAll('\r\n', '\n')
    expect(header('Subject')).toBe('New estimate request: A web application from Mehta Textiles')
    expect(header('Reply-To')).toContain('asha@example.org')
    expect(text).toContain(`New estimate request from the website, received `)
    for (const value of [
      id,
      'What to build: A web application',
      'Platforms: Web browsers, Android',
      // Longer than a line: on the lines after its label, as a long message is.
      'Features:\nSign-in, roles and permissions, Chat, notifications and live updates\n',
      'Integrations: One or two systems',
      'Design: Nothing yet',
      'Deadline: No fixed date',
      'Engagement model: Time and material',
      'Currency: GBP',
      'Name: Asha Mehta',
      'E-mail: asha@example.org',
      'Company: Mehta Textiles',
      `Estimate: ${describeEstimate(estimate)}`,
    ]) {
      expect(text).toContain(value)
    }
    // The assumptions as a list, those the answers bring first (designing from scratch).
    const list = text.slice(text.indexOf('What the estimate assumes:'))
    const items = list.split('\n').filter((line) => line.startsWith('- '))
    expect(items).toEqual(estimate.assumptions.map((assumption) => `- ${assumption}`))
    expect(items.join('\n')).toContain('Designing from scratch adds user research')
  })

  it('mails an application with its CV attached', async () => {
    smtp = await startSmtp()
    api = await startApp(mailEnv(smtp.port))
    const cv = pdf()
    const body = await multipart(applicationFields(), [
      { name: 'Ravi Patel.pdf', type: 'application/pdf', content: cv },
    ])
    const response = await api.post('/api/careers/applications', body)
    expect(response.statusCode).toBe(201)

    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    const { header, text, html, attachments } = parseMail(smtp.mails[0]?.raw ?? '')
    // The job by its title in the careers content, as the site names it.
    expect(header('Subject')).toBe('New application: Senior React Developer from Ravi Patel')
    expect(text).toContain('Position: Senior React Developer')
    expect(text).toContain('Cover note')
    expect(text).toContain('Eight years of React, five of them leading teams.')
    expect(text).toContain('Profile: https://www.linkedin.com/in/ravi-example')
    expect(attachments).toEqual([{ filename: 'Ravi Patel.pdf', content: cv }])
    // The HTML part sits beside the text in the message that carries the CV.
    expect(html).toContain('Eight years of React, five of them leading teams.')
    expect(html).toContain('CV: <span dir="auto">Ravi Patel.pdf</span>')
  })

  it('keeps the lead while the SMTP server is down and mails it once it is back', async () => {
    const port = await freePort()
    api = await startApp(mailEnv(port))
    const store = api
    const response = await api.post('/api/contact', {
      payload: JSON.stringify(contactBody()),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(201)
    expect(await query(store, 'SELECT id FROM leads')).toEqual([response.json()])

    await vi.waitFor(async () => {
      const [row] = await outbox(store)
      expect(row?.attempts).toBeGreaterThanOrEqual(2)
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(row?.sent_at).toBeNull()
    }, waitLong)

    smtp = await startSmtp(port)
    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    await vi.waitFor(async () => {
      const [row] = await outbox(store)
      expect(row?.sent_at).toBeTruthy()
      expect(row?.last_error).toBeNull()
    }, waitLong)
    expect(await query(store, 'SELECT id FROM leads')).toHaveLength(1)
    // Sent once, not once per poll.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.mails).toHaveLength(1)
  })
})

describe('mail the SMTP server refuses for good', () => {
  const sendEnquiry = async (app: TestApp) => {
    const response = await app.post('/api/contact', {
      payload: JSON.stringify(contactBody()),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(201)
    return response.json<{ id: string }>().id
  }
  const health = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/health' })
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() }
  }
  const errorLines = (app: TestApp) =>
    app
      .logs()
      .split('\n')
      .filter((line) => line.includes('"level":50') && line.includes('refused by the SMTP server'))

  it('marks a notification failed on 535 (wrong credentials), says so once, and sends it after leads outbox retry', async () => {
    smtp = await startSmtp(0, 'auth')
    api = await startApp({
      ...mailEnv(smtp.port),
      SMTP_URL: `smtp://leads:wrong-password@127.0.0.1:${smtp.port}`,
    })
    const store = api
    const id = await sendEnquiry(api)
    await vi.waitFor(async () => expect((await outbox(store))[0]?.failed_at).toBeTruthy(), waitLong)
    // Not retried blindly: with a 50 ms back-off a transient failure would be tried again by now.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const [row] = await outbox(store)
    expect(row).toMatchObject({ attempts: 1, sent_at: null })
    expect(row?.last_error).toMatch(/535/)
    expect(errorLines(api)).toHaveLength(1)

    expect(await health(api)).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { mail: 'failed' },
        reasons: [expect.stringMatching(/1 lead e-mail.*leads outbox retry/)],
      },
    })
    const exported = await runCli(['export'], api.env)
    expect(JSON.parse(exported.stdout)).toEqual([
      expect.objectContaining({
        id,
        notification: 'failed',
        notificationAttempts: 1,
        notificationError: expect.stringMatching(/535/),
      }),
    ])
    const listed = await runCli(['outbox'], api.env)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toMatch(new RegExp(`^${id}\tcontact\tfailed\t1\t.*535`, 'm'))

    // The password is fixed (here: the server accepts it again); the operator retries.
    smtp.refuse(undefined)
    const retried = await runCli(['outbox', 'retry', '--all'], api.env)
    expect(retried.code, retried.stderr).toBe(0)
    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    await vi.waitFor(async () => expect((await outbox(store))[0]?.sent_at).toBeTruthy(), waitLong)
    expect(await health(api)).toMatchObject({ status: 200, body: { checks: { mail: 'ok' } } })
    expect((await runCli(['outbox'], api.env)).stdout).toMatch(/^No notification is waiting/)
  })

  it('marks a notification failed on 550 (recipient rejected); retry takes the lead ids', async () => {
    smtp = await startSmtp(0, 'recipient')
    api = await startApp(mailEnv(smtp.port))
    const store = api
    const first = await sendEnquiry(api)
    const second = await sendEnquiry(api)
    await vi.waitFor(async () => {
      const rows = await outbox(store)
      expect(rows.map((row) => Boolean(row.failed_at))).toEqual([true, true])
    }, waitLong)
    expect((await outbox(store))[0]?.last_error).toMatch(/550/)
    expect(errorLines(api)).toHaveLength(2)
    expect((await health(api)).status).toBe(503)

    const listed = await runCli(['outbox', '--format', 'json'], api.env)
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ leadId: first, status: 'failed', attempts: 1 }),
      expect.objectContaining({ leadId: second, status: 'failed', attempts: 1 }),
    ])

    const unknown = await runCli(['outbox', 'retry', first, 'no-such-lead'], api.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/No failed notification for: no-such-lead/)
    const neither = await runCli(['outbox', 'retry'], api.env)
    expect(neither.code).toBe(1)
    expect(neither.stderr).toMatch(/--all or the ids/)

    smtp.refuse(undefined)
    expect((await runCli(['outbox', 'retry', first], api.env)).code).toBe(0)
    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), waitLong)
    expect(smtp.mails[0]?.raw).toContain(first)
    // The other stays failed until it is retried too.
    expect((await outbox(store)).map((row) => Boolean(row.failed_at))).toEqual([false, true])
    expect((await health(api)).status).toBe(503)
  })
})
