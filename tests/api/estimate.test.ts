import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseHtml } from 'node-html-parser'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import { computeEstimate, type Estimate } from '../../src/estimate/compute.ts'
import { query, startApp, storedCounts } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { plainFormAnswers } from '../support/estimate-answers.ts'
import { estimateBody, estimateForm } from './support/forms.ts'
import { startApi } from './support/process.ts'

/** The rates the API reads at start-up: the estimator's own file. */
const rates = readEstimatorRates('src/content/estimator.yaml')

let api: TestApp
beforeEach(async () => {
  api = await startApp()
})
afterEach(async () => {
  await api.close()
})

const sendJson = (body: unknown, headers: Record<string, string> = {}) =>
  api.post('/api/estimate', {
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

/**
 * A plain `<form method="post">` without JavaScript: no anti-forgery header (nothing could set
 * it), the Origin and Sec-Fetch-Site a browser sends with the page's own origin.
 */
const sameOrigin = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }
const sendForm = (payload: string, headers: Record<string, string> = sameOrigin) =>
  api.app.inject({
    method: 'POST',
    url: '/api/estimate',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })

type StoredLead = { kind: string; form: string; data: string; source_page: string | null }
const storedLeads = () =>
  query<StoredLead>(api, 'SELECT kind, form, data, source_page FROM leads ORDER BY created_at')

describe(`POST /api/estimate from the page's script (${engine})`, () => {
  it('stores the estimate the API computed from the answers and the rates, and answers it', async () => {
    const body = estimateBody()
    const response = await sendJson({ ...body, attribution: { page: '/estimate' } })
    expect(response.statusCode).toBe(201)
    const { id, estimate } = response.json<{ id: string; estimate: Estimate }>()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const expected = computeEstimate(body, rates)
    expect(estimate).toEqual(expected)
    // The assumptions the answers bring and those of every estimate; nothing the browser sent.
    expect(estimate.assumptions).toEqual(expect.arrayContaining(rates.assumptions))

    const [lead] = await storedLeads()
    expect(lead).toMatchObject({ kind: 'contact', form: 'estimate', source_page: '/estimate' })
    // The honeypot is not stored; the estimate is, after the answers and who sent them.
    expect(JSON.parse(String(lead?.data))).toEqual({
      ...body,
      website: undefined,
      estimate: expected,
    })
    expect(await storedCounts(api)).toEqual({ leads: 1, outbox: 0 })
    expect(api.logs()).toContain('"kind":"estimate"')
  })

  it.each([
    ['project', { project: 'spaceship' }, 'Choose what you want to build.'],
    ['platforms', { platforms: ['web', 'smart-fridge'] }, 'Choose platforms from the list.'],
    ['platforms', { platforms: [] }, 'Choose at least one platform.'],
    ['features', { features: ['telepathy'] }, 'Choose features from the list.'],
    ['integrations', { integrations: 'dozens' }, 'Choose how many systems it connects to.'],
    ['deadline', { deadline: 'yesterday' }, 'Choose when you need it.'],
    ['currency', { currency: 'XTS' }, 'Choose a currency from the list.'],
  ])(
    'refuses an answer the rates do not offer (%s) with the estimator’s message',
    async (field, change, message) => {
      const response = await sendJson(estimateBody(change))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'invalid', fields: { [field]: message } })
      expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
    },
  )

  it('names an unknown option and a mistyped address in the same answer', async () => {
    const response = await sendJson(estimateBody({ design: 'cubist', email: 'asha@example' }))
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: {
        design: 'Choose what you have of the design.',
        email: 'Enter an e-mail address like name@company.com.',
      },
    })
  })

  it('refuses a request carrying an estimate of its own: the API computes it', async () => {
    const forged: Estimate = {
      weeks: { min: 1, max: 1 },
      cost: { min: 1, max: 2, currency: 'GBP' },
      team: 1,
      assumptions: [],
    }
    const response = await sendJson(estimateBody({ estimate: forged }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: { estimate: 'This field is not part of the form.' },
    })
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('stores the language of the page that sent it, and refuses one no page sends', async () => {
    expect((await sendJson({ ...estimateBody(), language: 'ko' })).statusCode).toBe(201)
    const refused = await sendJson({ ...estimateBody(), language: 'kr' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: 'invalid',
      fields: { language: 'language must be one of en, ko, ar, fr.' },
    })
    expect(await query(api, 'SELECT language FROM leads')).toEqual([{ language: 'ko' }])
  })

  it('tells a bot that fills the honeypot it succeeded, and stores nothing', async () => {
    const response = await sendJson(estimateBody({ website: 'https://cheap-seo.example' }))
    expect(response.statusCode).toBe(201)
    expect(response.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
    expect(api.logs()).toContain('"msg":"spam"')
  })

  it('refuses a form sent quicker than a person can fill it in', async () => {
    const response = await sendJson(estimateBody({ startedAt: Date.now() - 500 }))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ fields: object }>().fields).toHaveProperty('form')
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('answers a retried request with the first lead and its estimate', async () => {
    const headers = { 'idempotency-key': 'estimate-retry' }
    const first = await sendJson(estimateBody(), headers)
    const again = await sendJson(estimateBody({ startedAt: Date.now() - 30_000 }), headers)
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.json()).toEqual(first.json())
    expect((await storedCounts(api)).leads).toBe(1)
  })

  it('needs the anti-forgery token like every script (only a plain form goes by Origin)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/estimate',
      payload: JSON.stringify(estimateBody()),
      headers: { 'content-type': 'application/json', ...sameOrigin },
    })
    expect(response.statusCode).toBe(403)
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('answers 415 to another content type', async () => {
    const response = await sendJson(estimateBody(), { 'content-type': 'text/plain' })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'This address accepts application/json or application/x-www-form-urlencoded only.',
    })
  })
})

describe(`POST /api/estimate as a plain form, without JavaScript (${engine})`, () => {
  it('stores the request with the ticked boxes as lists and sends the visitor to /estimate/sent', async () => {
    const response = await sendForm(estimateForm())
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/estimate/sent')
    const [lead] = await storedLeads()
    expect(lead).toMatchObject({ kind: 'contact', form: 'estimate' })
    const data = JSON.parse(String(lead?.data)) as Record<string, unknown>
    const answers = plainFormAnswers
    expect(data).toEqual({
      ...answers,
      name: 'Zoë Ørsted',
      email: 'zoe@orsted.example',
      company: '',
      message: '',
      estimate: computeEstimate(answers, rates),
    })
  })

  it('stores the language its page names in a hidden field, and not among the answers', async () => {
    const response = await sendForm(estimateForm({ language: 'fr' }))
    expect(response.statusCode).toBe(303)
    const [row] = await query<{ language: string; data: string }>(
      api,
      'SELECT language, data FROM leads',
    )
    expect(row?.language).toBe('fr')
    expect(JSON.parse(String(row?.data))).not.toHaveProperty('language')
  })

  it('reads a question with no box ticked as an empty list', async () => {
    const response = await sendForm(estimateForm({ features: undefined }))
    expect(response.statusCode).toBe(303)
    const [lead] = await storedLeads()
    expect(JSON.parse(String(lead?.data))).toMatchObject({ features: [] })
  })

  it('accepts the form from SITE_ORIGIN, the public origin in front of nginx', async () => {
    await api.close()
    api = await startApp({ SITE_ORIGIN: 'https://www.example.com' })
    const response = await sendForm(estimateForm(), {
      origin: 'https://www.example.com',
      host: '127.0.0.1:8081',
    })
    expect(response.statusCode).toBe(303)
    expect((await storedCounts(api)).leads).toBe(1)
  })

  const fromElsewhere = 'Requests from other sites are not accepted.'
  it.each([
    [
      'without an Origin header',
      {},
      'Your browser did not say which site this form came from, so it cannot be accepted. Send it again from our site, or e-mail us.',
    ],
    ['from another site', { origin: 'https://evil.example' }, fromElsewhere],
    ['from a sandboxed frame (Origin: null)', { origin: 'null' }, fromElsewhere],
    [
      'that the browser marks cross-site',
      { origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' },
      fromElsewhere,
    ],
  ])('refuses a form %s with 403 and stores nothing', async (_case, headers, message) => {
    const response = await sendForm(estimateForm(), headers)
    expect(response.statusCode).toBe(403)
    expect(parseHtml(response.body).querySelector('li')?.text).toBe(message)
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('answers invalid answers with a page of its own listing each message, every value escaped', async () => {
    const payload = `${estimateForm({ platforms: undefined, email: 'zoe@' })}&${encodeURIComponent('<script>alert(1)</script>')}=x`
    const response = await sendForm(payload)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).not.toContain('<script')
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const page = parseHtml(response.body)
    expect(page.querySelector('h1')?.text).toBe('Your estimate was not sent')
    expect(page.querySelectorAll('li').map((item) => item.text)).toEqual(
      expect.arrayContaining([
        'Platforms: Choose at least one platform.',
        'Work e-mail: Enter an e-mail address like name@company.com.',
        '<script>alert(1)</script>: This field is not part of the form.',
      ]),
    )
    const back = page.querySelector('a')
    expect([back?.getAttribute('href'), back?.text]).toEqual(['/estimate', 'Back to the estimator'])
    // Self-contained: nothing to load, nothing to run.
    expect(page.querySelectorAll('script, link, img, style, iframe')).toHaveLength(0)
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('refuses a question that takes one answer sent twice', async () => {
    const response = await sendForm(`${estimateForm()}&project=website`)
    expect(response.statusCode).toBe(400)
    expect(parseHtml(response.body).querySelector('li')?.text).toBe(
      'What to build: Send this field once.',
    )
  })

  it('sends a bot that fills the honeypot to /estimate/sent, storing nothing', async () => {
    const response = await sendForm(estimateForm({ website: 'https://cheap-seo.example' }))
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/estimate/sent')
    expect(await storedCounts(api)).toEqual({ leads: 0, outbox: 0 })
  })

  it('shows the rate limit as a page too', async () => {
    await api.close()
    api = await startApp({ RATE_LIMIT_MAX: '1' })
    expect((await sendForm(estimateForm())).statusCode).toBe(303)
    const limited = await sendForm(estimateForm())
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(parseHtml(limited.body).querySelector('li')?.text).toMatch(
      /^Too many requests from your connection\. Please try again in 10 minutes\.$/,
    )
  })
})

describe.runIf(engine === 'sqlite')('the estimator’s rates at start-up', () => {
  let folder = ''
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('stop the API when invalid, naming the file and the field', async () => {
    folder = mkdtempSync(join(tmpdir(), 'api-estimator-'))
    const file = join(folder, 'estimator.yaml')
    const valid = readFileSync('src/content/estimator.yaml', 'utf8')
    const broken = valid.replace('weekRate: 2200 }', 'weekRate: -2200 }')
    expect(broken).not.toBe(valid)
    writeFileSync(file, broken)
    const output = await startApi({ DATA_DIR: folder, ESTIMATOR_FILE: file }).then(
      () => expect.unreachable('the API started'),
      (error: unknown) => String(error),
    )
    expect(output).toContain(`Could not start the API: ${file}: field "currencies.2.weekRate":`)
  })
})
