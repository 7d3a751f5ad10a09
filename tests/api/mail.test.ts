import { afterEach, describe, expect, it, vi } from 'vitest'
import { query, startApp } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { applicationFields, contactBody, multipart, pdf } from './support/forms.ts'
import { freePort, parseMail, startSmtp } from './support/smtp.ts'
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

type OutboxRow = { attempts: number; last_error: string | null; sent_at: string | null }
const outbox = (store: TestApp) =>
  query<OutboxRow>(store, 'SELECT attempts, last_error, sent_at FROM outbox')

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
    const { header, text, attachments } = parseMail(smtp.mails[0]?.raw ?? '')
    expect(header('Subject')).toBe('New application: senior-react-developer from Ravi Patel')
    expect(text).toContain('Cover note')
    expect(text).toContain('Eight years of React, five of them leading teams.')
    expect(text).toContain('Profile: https://www.linkedin.com/in/ravi-example')
    expect(attachments).toEqual([{ filename: 'Ravi Patel.pdf', content: cv }])
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
