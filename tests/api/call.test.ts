import ICAL from 'ical.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parse as parseHtml } from 'node-html-parser'
import { deskApi, type ItemDetail } from '../../src/admin/contract.ts'
import { callSlots, formatSlot } from '../../src/calls/slots.ts'
import { formTexts } from '../../src/i18n/forms/all.ts'
import { format } from '../../src/i18n/format.ts'
import { readCallHours } from '../../server/intake/content-files.ts'
import { query, startApp, storedCounts, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { signedIn } from './support/desk.ts'
import { parseMail, startSmtp, type LocalSmtp } from './support/smtp.ts'

/** The working hours the API reads at start-up: the page's own file. */
const hours = readCallHours('src/content/call-hours.yaml')

let api: TestApp | undefined
let smtp: LocalSmtp | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.stop()
  api = smtp = undefined
})

/** Slots the page offers now: the second business day's 10:00, 14:00 and 18:30 company time. */
function offered(): string[] {
  const [, second] = callSlots(new Date(), hours)
  const slots = second?.slots ?? []
  return [slots[0], slots[8], slots.at(-1)].map((slot) => slot?.toISOString() ?? '')
}

const aMinuteAgo = () => Date.now() - 60_000

const callBody = (overrides: Record<string, unknown> = {}) => ({
  slots: offered(),
  timeZone: 'Europe/London',
  topic: 'A dealer portal for our distributors: scope and a first estimate.',
  name: 'Oliver Hart',
  email: 'oliver@example.co.uk',
  phone: '+44 20 7946 0000',
  company: 'Hart Logistics',
  website: '',
  startedAt: aMinuteAgo(),
  ...overrides,
})

const sendJson = (app: TestApp, body: unknown) =>
  app.post('/api/call', {
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })

const sameOrigin = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }
const sendForm = (app: TestApp, payload: string, url = '/api/call') =>
  app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin },
  })

type StoredLead = { id: string; kind: string; form: string; data: string; status: string }
const storedLeads = (app: TestApp) =>
  query<StoredLead>(app, 'SELECT id, kind, form, data, status FROM leads ORDER BY created_at')

/** A day in the company's calendar, `n` business days ahead, and a UTC instant on it. */
const companyDay = (index: number) => callSlots(new Date(), hours)[index]?.date ?? ''

describe(`POST /api/call (${engine})`, () => {
  it('stores the slots in UTC, earliest first, with the visitor’s time zone', async () => {
    api = await startApp()
    const slots = offered()
    const response = await sendJson(api, callBody({ slots: [...slots].reverse() }))
    expect(response.statusCode).toBe(201)
    const [lead] = await storedLeads(api)
    expect(lead).toMatchObject({ kind: 'contact', form: 'call', status: 'new' })
    const data = JSON.parse(String(lead?.data)) as Record<string, unknown>
    expect(data.slots).toEqual(slots)
    expect(data.timeZone).toBe('Europe/London')
    expect(data).not.toHaveProperty('website')
    // No mail is on; and nothing here would mail the visitor anyway (see the desk's test).
    expect(await storedCounts(api)).toEqual({ leads: 1, outbox: 0 })
  })

  it('stores the language of the page that sent it', async () => {
    api = await startApp()
    expect((await sendJson(api, callBody({ language: 'ar' }))).statusCode).toBe(201)
    expect(await query(api, 'SELECT language FROM leads')).toEqual([{ language: 'ar' }])
  })

  it.each([
    [
      'in the past',
      () => [new Date(Date.now() - 86_400_000).toISOString().slice(0, 11) + '06:00:00.000Z'],
      /has already passed|is today/,
    ],
    [
      'outside the working hours',
      () => [`${companyDay(1)}T02:30:00.000Z`],
      /outside our working hours for calls \(10:00–19:00 GMT\+5:30\)/,
    ],
    [
      'beyond the next ten business days',
      () => [new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 11) + '06:00:00.000Z'],
      /more than 10 business days ahead|not one of our working days|a holiday/,
    ],
    ['not on the half hour', () => [`${companyDay(1)}T05:10:00.000Z`], /outside our working hours/],
    [
      'four of them',
      () => [...offered(), callSlots(new Date(), hours)[2]?.slots[0]?.toISOString()],
      /at most 3 times/,
    ],
    ['the same one twice', () => [offered()[0], offered()[0]], /chosen twice/],
    ['none', () => [], /at least one time/],
    ['not a time', () => ['next tuesday'], /Choose the times from the list/],
  ])('refuses a slot %s with a clear message naming the field', async (_case, slots, message) => {
    api = await startApp()
    const response = await sendJson(api, callBody({ slots: slots() }))
    expect(response.statusCode).toBe(400)
    const { fields } = response.json<{ fields: Record<string, string> }>()
    expect(fields.slots).toMatch(message)
    expect(await storedLeads(api)).toEqual([])
  })

  it('refuses a weekend day and a holiday', async () => {
    api = await startApp()
    // The first Saturday after the first day that takes calls, by the company's calendar: never
    // today there, whatever the hour in UTC (a UTC Friday evening is already Saturday in India).
    const saturday = new Date(`${companyDay(0)}T00:00:00.000Z`)
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1)
    const weekend = await sendJson(
      api,
      callBody({ slots: [`${saturday.toISOString().slice(0, 10)}T06:00:00.000Z`] }),
    )
    expect(weekend.statusCode).toBe(400)
    expect(weekend.json<{ fields: Record<string, string> }>().fields.slots).toMatch(
      /not one of our working days \(Monday, Tuesday, Wednesday, Thursday, Friday\)/,
    )

    // The next holiday the page's own file lists, at 11:30 company time.
    const holiday = hours.holidays.find(({ date }) => date >= companyDay(0))
    expect(holiday, 'call-hours.yaml lists no holiday ahead: add next year’s').toBeDefined()
    const holidaySlot = `${holiday?.date}T06:00:00.000Z`
    const closed = await sendJson(api, callBody({ slots: [holidaySlot] }))
    expect(closed.statusCode).toBe(400)
    expect(closed.json<{ fields: Record<string, string> }>().fields.slots).toBe(
      `${formatSlot(new Date(holidaySlot), hours.timeZone)} is a holiday at our office: choose another day.`,
    )
    expect(await storedLeads(api)).toEqual([])
  })

  it('refuses a time zone that does not exist, and the visitor’s other mistakes at once', async () => {
    api = await startApp()
    const response = await sendJson(api, callBody({ timeZone: 'Mars/Olympus', email: 'nope' }))
    expect(response.statusCode).toBe(400)
    const { fields } = response.json<{ fields: Record<string, string> }>()
    expect(fields.timeZone).toMatch(/IANA time zone/)
    expect(fields.email).toMatch(/e-mail address/)
  })

  it('takes a plain form: days and times in the company’s time zone, then /call/sent', async () => {
    api = await startApp()
    const day = companyDay(0)
    const payload = new URLSearchParams([
      ['slotDay', day],
      ['slotTime', '14:00'],
      ['slotDay', ''],
      ['slotTime', ''],
      ['topic', 'Moving our ERP to the cloud.'],
      ['name', 'Priya Shah'],
      ['email', 'priya@example.in'],
      ['phone', ''],
      ['company', ''],
      ['website', ''],
    ]).toString()
    const response = await sendForm(api, payload)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/call/sent')
    const [lead] = await storedLeads(api)
    const data = JSON.parse(String(lead?.data)) as Record<string, unknown>
    // 14:00 in Ahmedabad (UTC+5:30) is 08:30 UTC; without a script the zone is the company's.
    expect(data.slots).toEqual([`${day}T08:30:00.000Z`])
    expect(data.timeZone).toBe('Asia/Kolkata')
  })

  it('answers a plain form’s mistake with a page naming it', async () => {
    api = await startApp()
    const payload = new URLSearchParams([
      ['slotDay', '2020-01-06'],
      ['slotTime', '11:00'],
      ['topic', 'Moving our ERP to the cloud.'],
      ['name', 'Priya Shah'],
      ['email', 'priya@example.in'],
    ]).toString()
    const response = await sendForm(api, payload)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('Your call request was not sent')
    expect(response.body).toContain(
      'Times for the call: Mon 6 Jan 2020, 11:00 GMT+5:30 has already passed',
    )
  })

  it('answers in the language of the page: field errors, and slot problems with the date in it', async () => {
    api = await startApp()
    const arabic = formTexts.ar.errors.call
    const response = await sendJson(
      api,
      callBody({ language: 'ar', name: '', slots: [`${companyDay(1)}T02:30:00.000Z`] }),
    )
    expect(response.statusCode).toBe(400)
    const { fields } = response.json<{ fields: Record<string, string> }>()
    expect(fields.name).toBe(arabic.name.missing)
    const slot = formatSlot(new Date(`${companyDay(1)}T02:30:00.000Z`), hours.timeZone, 'ar')
    expect(fields.slots).toBe(
      format(arabic.slots.outsideHours, { slot, hours: '10:00–19:00 GMT+5:30' }),
    )
    expect(await storedLeads(api)).toEqual([])
  })

  it('takes a market’s plain form: its sent page, or its errors in its language and direction', async () => {
    api = await startApp()
    const fields = (day: string) =>
      new URLSearchParams([
        ['language', 'ar'],
        ['slotDay', day],
        ['slotTime', '14:00'],
        ['topic', 'نقل نظام تخطيط موارد المؤسسة إلى السحابة.'],
        ['name', 'ليلى الحربي'],
        ['email', 'layla@example.sa'],
      ]).toString()
    const url = '/api/call?locale=ar-sa'
    const sent = await sendForm(api, fields(companyDay(0)), url)
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe('/ar-sa/call/sent')
    expect(await query(api, 'SELECT language FROM leads')).toEqual([{ language: 'ar' }])

    const refused = await sendForm(api, fields(''), url)
    expect(refused.statusCode).toBe(400)
    const page = parseHtml(refused.body)
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('ar')
    expect(page.querySelector('html')?.getAttribute('dir')).toBe('rtl')
    const { forms, errors } = formTexts.ar
    expect(page.querySelector('h1')?.text).toBe(errors.call.notSent)
    expect(page.querySelector('li')?.text).toBe(
      `${forms.call.labels.slots}: ${format(errors.call.slots.noDay, { choice: forms.call.plain.choices.one })}`,
    )
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/ar-sa/call')

    // An address naming no market the site has is the English page's.
    const unknown = await sendForm(api, fields(companyDay(0)), '/api/call?locale=xx-yy')
    expect(unknown.headers.location).toBe('/call/sent')
  })
})

/** The text/calendar part of a raw message, decoded. */
function calendarOf(raw: string): string {
  const match =
    /Content-Type: text\/calendar[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)\r\n--/i.exec(
      raw,
    )
  const headers = match?.[1] ?? ''
  const body = match?.[2] ?? ''
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  }
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    return body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
  return body
}

describe(`a call request in the desk and the mail (${engine})`, () => {
  it('mails the team the slots in both time zones; a confirmed slot books the call and mails the visitor an invitation', async () => {
    smtp = await startSmtp()
    api = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_TO: 'sales@example.com',
      MAIL_FROM: 'Kitelane website <web@example.com>',
      OUTBOX_POLL_MS: '25',
    })
    const app = api
    const slots = offered()
    const response = await sendJson(app, callBody())
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()

    // The team's e-mail: only to LEADS_TO, each slot in Ahmedabad's time and London's.
    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(1), { timeout: 30_000 })
    const team = smtp.mails[0]
    expect(team?.to).toEqual(['sales@example.com'])
    const { header, text } = parseMail(team?.raw ?? '')
    expect(header('Subject')).toBe('New call request from Hart Logistics')
    const first = new Date(slots[0] ?? '')
    expect(text).toContain(
      `${formatSlot(first, 'Asia/Kolkata')} (${formatSlot(first, 'Europe/London')}, Europe/London)`,
    )

    const sales = await signedIn(app, 'sales', 'sam@example.com')
    const post = (url: string, body: unknown) =>
      app.app.inject({
        method: 'POST',
        url,
        headers: { ...sales.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    const before = await app.app.inject({
      method: 'GET',
      url: deskApi.item(id),
      headers: sales.headers,
    })
    expect(before.json<ItemDetail>()).toMatchObject({
      kind: 'call',
      status: 'new',
      call: { slots, timeZone: 'Europe/London', companyTimeZone: 'Asia/Kolkata', booked: null },
    })

    // "Call booked" comes only with a slot; a time the visitor did not offer is refused.
    expect((await post(deskApi.item(id), { status: 'call_booked' })).statusCode).toBe(400)
    const notOffered = await post(deskApi.bookCall(id), { slot: '2030-01-07T05:00:00.000Z' })
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json<{ message: string }>().message).toMatch(
      /one of the times the visitor offered/,
    )

    const chosen = slots[1] ?? ''
    const booked = await post(deskApi.bookCall(id), { slot: chosen })
    expect(booked.statusCode).toBe(200)
    expect(booked.json<ItemDetail>()).toMatchObject({
      status: 'call_booked',
      call: { booked: chosen },
    })

    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(2), { timeout: 30_000 })
    const invitation = smtp.mails[1]
    expect(invitation?.to).toEqual(['oliver@example.co.uk'])
    const mail = parseMail(invitation?.raw ?? '')
    expect(mail.header('Subject')).toBe(
      `Your call is booked: ${formatSlot(new Date(chosen), 'Europe/London')}`,
    )

    // The invitation, as a calendar library reads it: the chosen slot, 30 minutes, to the visitor.
    const calendar = new ICAL.Component(ICAL.parse(calendarOf(invitation?.raw ?? '')))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(event.startDate.toJSDate().toISOString()).toBe(chosen)
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      30 * 60_000,
    )
    expect(event.attendees[0]?.getFirstValue()).toBe('mailto:oliver@example.co.uk')
    expect(event.description).toContain('Our project lead will call you on +44 20 7946 0000.')

    const audit = await query<{ action: string; detail: string }>(
      app,
      "SELECT action, detail FROM audit_log WHERE action = 'call booked'",
    )
    expect(audit[0]?.detail).toContain(formatSlot(new Date(chosen), 'Asia/Kolkata'))
  })
})
