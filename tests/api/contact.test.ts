import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { query, startApp, storedCounts, token, xsrf } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { contactBody } from './support/forms.ts'
import { formTexts } from '../../src/i18n/forms/all.ts'

let api: TestApp
beforeEach(async () => {
  api = await startApp()
})
afterEach(async () => {
  await api.close()
})

const send = (body: unknown, headers: Record<string, string> = {}) =>
  api.post('/api/contact', {
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('POST /api/contact', () => {
  it('stores a valid enquiry and answers 201 with its id', async () => {
    const response = await send(contactBody())
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await storedCounts(api)).toEqual({ leads: 1, outbox: 0 })
  })

  it("accepts the retired consent tick from a page opened before the deploy, and doesn't store it", async () => {
    const response = await send(contactBody({ consent: true }))
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    const [row] = await query(api, `SELECT data FROM leads WHERE id = '${id}'`)
    expect(JSON.parse(String(row?.data))).not.toHaveProperty('consent')
  })

  it.each([
    ['name', { name: 'A' }, 'Your name needs at least 2 characters.'],
    ['name', { name: '   ' }, 'Enter your name.'],
    ['email', { email: 'asha@example' }, 'Enter an e-mail address like name@company.com.'],
    [
      'phone',
      { phone: '98765 43210' },
      'Enter the number with its country code, e.g. +44 20 7946 0958.',
    ],
    ['company', { company: 'x'.repeat(121) }, 'Company can have at most 120 characters.'],
    ['interest', { interest: 'astrology' }, 'Choose what your enquiry is about.'],
    ['budget', { budget: 'a lot' }, 'Choose a budget range from the list.'],
    ['message', { message: 'Call me.' }, 'Your message needs at least 20 characters.'],
    ['startedAt', { startedAt: undefined }, 'This field is required.'],
    ['startedAt', { startedAt: 'yesterday' }, 'This value is not valid.'],
    ['extra', { extra: 'x' }, 'This field is not part of the form.'],
    [
      'name',
      { name: 'Asha\u0000<script>' },
      'Your name contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    ],
    [
      'message',
      { message: 'Please call me back about \u202etxt.exe the portal.' },
      'Your message contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.',
    ],
  ])(
    'refuses an invalid %s with its message and stores nothing',
    async (field, change, message) => {
      const response = await send(contactBody(change))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'invalid', fields: { [field]: message } })
      expect((await storedCounts(api)).leads).toBe(0)
    },
  )

  it('names every missing field of an empty object', async () => {
    const response = await send({})
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json<{ fields: object }>().fields).sort()).toEqual(
      ['email', 'interest', 'message', 'name', 'startedAt'].sort(),
    )
  })

  it.each([
    ['malformed JSON', '{"name": "Asha",'],
    ['an empty body', ''],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await send(body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: { form: 'The request body is not valid JSON.' },
    })
  })

  it('answers 400 to JSON that is not an object', async () => {
    const response = await send('[1, 2]')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'invalid',
      fields: { form: expect.any(String) },
    })
  })

  it('answers 413 to a body over 64 KB, declared or not', async () => {
    const big = JSON.stringify(contactBody({ message: 'x'.repeat(70 * 1024) }))
    const declared = await send(big)
    expect(declared.statusCode).toBe(413)
    expect(declared.json()).toMatchObject({ error: 'too_large', message: expect.any(String) })
    const chunked = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...xsrf, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: big,
    })
    expect(chunked.statusCode).toBe(413)
    expect((await storedCounts(api)).leads).toBe(0)
  })

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'])(
    'answers 415 to %s',
    async (type) => {
      const response = await send(JSON.stringify(contactBody()), { 'content-type': type })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({
        error: 'unsupported_media_type',
        message: expect.any(String),
      })
      expect((await storedCounts(api)).leads).toBe(0)
    },
  )

  it('tells a bot that fills the honeypot it succeeded, and stores and logs nothing personal', async () => {
    const response = await send(contactBody({ website: 'https://cheap-seo.example' }))
    expect(response.statusCode).toBe(201)
    expect(response.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
    expect(api.logs()).toContain('"msg":"spam"')
    expect(api.logs()).not.toContain('asha')
  })

  it('accepts a form from a visitor whose clock runs fast (a start time in the future)', async () => {
    const response = await send(contactBody({ startedAt: Date.now() + 10 * 60_000 }))
    expect(response.statusCode).toBe(201)
    expect((await storedCounts(api)).leads).toBe(1)
  })

  it.each([
    ['too quickly', () => Date.now() - 500],
    ['the moment it was shown', () => Date.now()],
  ])('refuses a form sent %s', async (_case, startedAt) => {
    const response = await send(contactBody({ startedAt: startedAt() }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: {
        form: 'That was quicker than a person can fill in the form. Please check your details and send it again.',
      },
    })
    expect((await storedCounts(api)).leads).toBe(0)
  })

  it('stores the language of the page that sent it beside the fields, English when none is sent', async () => {
    const arabic = await send(contactBody({ language: 'ar' }))
    // Pages of earlier releases send no language: every form was English.
    const older = await send(contactBody())
    expect([arabic.statusCode, older.statusCode]).toEqual([201, 201])
    const stored = async (response: typeof arabic) => {
      const { id } = response.json<{ id: string }>()
      const [row] = await query<{ language: string; data: string }>(
        api,
        `SELECT language, data FROM leads WHERE id = '${id}'`,
      )
      return { language: row?.language, data: JSON.parse(String(row?.data)) as object }
    }
    const [first, second] = [await stored(arabic), await stored(older)]
    expect([first.language, second.language]).toEqual(['ar', 'en'])
    expect(first.data).not.toHaveProperty('language')
    expect(first.data).toMatchObject({ name: 'Asha Mehta' })
  })

  it.each([['de'], ['AR'], [''], [null], [7], [['ar']]])(
    'refuses the language %j, naming the field, and stores nothing',
    async (language) => {
      const response = await send(contactBody({ language }))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'invalid',
        fields: { language: 'language must be one of en, ko, ar, fr.' },
      })
      expect((await storedCounts(api)).leads).toBe(0)
    },
  )

  it.each(['ko', 'ar', 'fr'] as const)(
    'answers field errors in the language the form was sent in (%s)',
    async (language) => {
      const response = await send(contactBody({ language, name: '', message: 'short' }))
      expect(response.statusCode).toBe(400)
      const own = formTexts[language].errors.contact
      expect(response.json()).toEqual({
        error: 'invalid',
        fields: { name: own.name.missing, message: own.message.tooShort.replace('{min}', '20') },
      })
      expect((await storedCounts(api)).leads).toBe(0)
    },
  )

  it('answers a retry naming another language with the first lead: the language is not part of the request', async () => {
    const headers = { 'idempotency-key': 'e4f7-language' }
    const first = await send(contactBody({ language: 'fr' }), headers)
    const again = await send(contactBody({ language: 'ar' }), headers)
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    expect(await query(api, 'SELECT language FROM leads')).toEqual([{ language: 'fr' }])
  })

  it('stores a retried request once and answers it with the first id', async () => {
    const headers = { 'idempotency-key': 'b7d1c0e4-retry' }
    const first = await send(contactBody(), headers)
    const again = await send(contactBody(), headers)
    const other = await send(contactBody(), { 'idempotency-key': 'another-key' })
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([201, 201, 201])
    expect(again.json()).toEqual(first.json())
    expect(other.json()).not.toEqual(first.json())
    expect((await storedCounts(api)).leads).toBe(2)
  })

  it('refuses the same Idempotency-Key with a different enquiry (422) and stores nothing new', async () => {
    const headers = { 'idempotency-key': 'c5a3-reused' }
    const first = await send(contactBody(), headers)
    const changed = await send(
      contactBody({ message: 'A different enquiry, sent under the same key.' }),
      headers,
    )
    expect(first.statusCode).toBe(201)
    expect(changed.statusCode).toBe(422)
    expect(changed.json()).toEqual({
      error: 'idempotency_key_reused',
      message:
        'This Idempotency-Key was already used for a different request, which is stored. Send a new key with a new request.',
    })
    expect((await storedCounts(api)).leads).toBe(1)
    // The first request, sent again (the form's start time aside), still gets its lead.
    const replay = await send(contactBody({ startedAt: Date.now() - 30_000 }), headers)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
  })

  it('stores one lead for two identical requests arriving at once', async () => {
    const headers = { 'idempotency-key': 'd9e2-simultaneous' }
    const body = contactBody()
    const answers = await Promise.all([send(body, headers), send(body, headers)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201])
    expect(answers[1]?.json()).toEqual(answers[0]?.json())
    expect((await storedCounts(api)).leads).toBe(1)
  })

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const response = await send(contactBody(), { 'idempotency-key': 'k'.repeat(101) })
    expect(response.statusCode).toBe(400)
    expect((await storedCounts(api)).leads).toBe(0)
  })

  it('logs the lead id and kind, never the visitor’s details or IP', async () => {
    const response = await send(contactBody(), { 'x-real-ip': '198.51.100.23' })
    const { id } = response.json<{ id: string }>()
    const logs = api.logs()
    expect(logs).toContain(id)
    expect(logs).toContain('"kind":"contact"')
    for (const secret of [
      'Asha',
      'asha@example.org',
      '98765',
      'Mehta',
      'dealers',
      '198.51.100.23',
      token,
    ]) {
      expect(logs).not.toContain(secret)
    }
  })
})
