import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApi, type ItemDetail } from '../../src/admin/contract.ts'
import { computeEstimate, describeEstimate } from '../../src/estimate/compute.ts'
import { estimateLabels } from '../../src/forms/estimate-request.ts'
import { fieldNames } from '../../src/forms/field-labels.ts'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { deskLeads } from './support/desk-leads.ts'
import { signedIn, type SignedIn } from './support/desk.ts'
import { contactBody, estimateBody, pdf } from './support/forms.ts'

let api: TestApp
let sales: SignedIn
let admin: SignedIn
let contactId: string
let applicationId: string
let estimateId: string
const leads = deskLeads(() => api)
const attribution = {
  page: '/contactus',
  referrer: 'https://www.google.com/search?q=x',
  landingPage: '/au/services/web',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'au-web',
}
const cvName = 'Résumé Rávi (2026).pdf'

beforeAll(async () => {
  api = await startApp()
  sales = await signedIn(api, 'sales', 'sam@example.com')
  admin = await signedIn(api, 'admin', 'ada@example.com')
  contactId = await leads.contact({}, attribution)
  applicationId = await leads.application({}, undefined, [
    { name: cvName, type: 'application/pdf', content: pdf() },
  ])
  estimateId = await leads.estimate({ features: [], message: '' })
})
afterAll(async () => {
  await api.close()
})

const get = (url: string, headers: Record<string, string> = sales.headers) =>
  api.app.inject({ method: 'GET', url, headers })
const change = (id: string, body: unknown, session = sales) =>
  api.app.inject({
    method: 'POST',
    url: deskApi.item(id),
    headers: { ...session.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
const detailOf = async (id: string) => (await get(deskApi.item(id))).json<ItemDetail>()
const auditRows = () =>
  query<{ action: string; item_id: string | null; detail: string; actor_email: string | null }>(
    api,
    'SELECT action, item_id, detail, actor_email FROM audit_log ORDER BY id',
  )

describe(`GET ${deskApi.item(':id')} (${engine})`, () => {
  it("shows every form field labelled and ordered as in the sales e-mail, and the lead's attribution", async () => {
    const detail = await detailOf(contactId)
    const sent = contactBody()
    expect(detail.fields).toEqual([
      { name: 'name', label: fieldNames.name, value: sent.name },
      { name: 'email', label: fieldNames.email, value: sent.email },
      { name: 'phone', label: fieldNames.phone, value: sent.phone },
      { name: 'company', label: fieldNames.company, value: sent.company },
      { name: 'interest', label: fieldNames.interest, value: 'Web Application Development' },
      { name: 'budget', label: fieldNames.budget, value: 'USD 25,000–50,000' },
      { name: 'message', label: fieldNames.message, value: sent.message },
      {
        name: 'startedAt',
        label: fieldNames.startedAt,
        value: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    ])
    expect(detail).toMatchObject({
      id: contactId,
      kind: 'contact',
      status: 'new',
      note: '',
      cv: null,
      owner: null,
      notifications: [],
      history: [],
      landingPage: '/au/services/web',
      language: 'en',
      attribution: { ...attribution, referrer: 'https://www.google.com' },
    })
  })

  it('shows the language an enquiry was sent in, its text as the visitor typed it', async () => {
    const message = 'نحتاج إلى بوابة لموزعينا في دول الخليج.'
    const id = await leads.contact({ language: 'ar', name: 'محمد الفارسي', message })
    const detail = await detailOf(id)
    expect(detail).toMatchObject({ id, kind: 'contact', name: 'محمد الفارسي', language: 'ar' })
    expect(detail.fields).toContainEqual({
      name: 'message',
      label: fieldNames.message,
      value: message,
    })
    // Not a form field: the page's, stored beside them.
    expect(detail.fields.map((field) => field.name)).not.toContain('language')
  })

  it('shows an application kept for future openings, and the consent tick of a lead from before it went', async () => {
    const kept = await leads.application({ keepCv: 'on' })
    expect((await detailOf(kept)).fields).toContainEqual({
      name: 'keepCv',
      label: 'Keep CV for future openings',
      value: 'yes',
    })
    // A lead stored before 2026-11-25 keeps its required tick in its data, under a label that
    // says what it was.
    const old = await leads.contact()
    await query(
      api,
      `UPDATE leads SET data = '${JSON.stringify({ ...contactBody(), website: undefined, consent: true })}' WHERE id = '${old}'`,
    )
    expect((await detailOf(old)).fields).toContainEqual({
      name: 'consent',
      label: 'Ticked the former consent box',
      value: 'yes',
    })
  })

  it('shows the CV of an application and no attribution when the browser sent none', async () => {
    const detail = await detailOf(applicationId)
    expect(detail.cv).toEqual({ name: cvName, type: 'application/pdf', bytes: pdf().length })
    expect(detail.fields).toContainEqual({
      name: 'job',
      label: fieldNames.job,
      value: 'Senior React Developer',
    })
    // The applicant's choice on "Keep my CV for future openings", which sets its retention.
    expect(detail.fields).toContainEqual({ name: 'keepCv', label: fieldNames.keepCv, value: 'no' })
    expect(detail).toMatchObject({
      topic: 'senior-react-developer',
      topicLabel: 'Senior React Developer',
    })
    expect(detail.attribution).toEqual({
      page: null,
      referrer: null,
      landingPage: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    })
  })

  it("shows an estimate request's answers by the estimator's words and its estimate in one line", async () => {
    const detail = await detailOf(estimateId)
    const sent = estimateBody({ features: [] })
    const estimate = computeEstimate(sent, readEstimatorRates('src/content/estimator.yaml'))
    expect(detail).toMatchObject({ id: estimateId, kind: 'estimate', status: 'new', cv: null })
    // The options by their labels in src/content/estimator.yaml; the currency by its code; the
    // empty message left out, as for every lead.
    expect(detail.fields).toEqual([
      { name: 'project', label: estimateLabels.project, value: 'A web application' },
      { name: 'platforms', label: estimateLabels.platforms, value: 'Web browsers, Android' },
      { name: 'features', label: estimateLabels.features, value: 'none' },
      { name: 'integrations', label: estimateLabels.integrations, value: 'One or two systems' },
      { name: 'design', label: estimateLabels.design, value: 'A brand, but no screens yet' },
      { name: 'deadline', label: estimateLabels.deadline, value: 'No fixed date' },
      { name: 'engagement', label: estimateLabels.engagement, value: 'Time and material' },
      { name: 'currency', label: estimateLabels.currency, value: 'GBP' },
      { name: 'name', label: fieldNames.name, value: sent.name },
      { name: 'email', label: fieldNames.email, value: sent.email },
      { name: 'company', label: fieldNames.company, value: sent.company },
      {
        name: 'startedAt',
        label: fieldNames.startedAt,
        value: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      { name: 'estimate', label: estimateLabels.estimate, value: describeEstimate(estimate) },
    ])
    expect(describeEstimate(estimate)).toMatch(/^\d+–\d+ weeks, GBP [\d,]+–[\d,]+$/)
  })

  it('shows each notification with its attempts, oldest first', async () => {
    await query(
      api,
      `INSERT INTO outbox (lead_id, created_at, attempts, next_attempt_at, last_error, channel)
       VALUES ('${applicationId}', '2026-11-23T10:00:00.000Z', 2, '2026-11-23T10:05:00.000Z', '421 try later', 'mail')`,
    )
    await query(
      api,
      `INSERT INTO outbox (lead_id, created_at, attempts, next_attempt_at, sent_at, channel)
       VALUES ('${applicationId}', '2026-11-23T10:00:00.000Z', 1, '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:02.000Z', 'webhook')`,
    )
    const [mail, webhook] = await query<{ id: number }>(
      api,
      `SELECT id FROM outbox WHERE lead_id = '${applicationId}' ORDER BY id`,
    )
    await query(
      api,
      `INSERT INTO outbox_attempts (outbox_id, at, result, detail) VALUES
       (${mail?.id}, '2026-11-23T10:00:01.000Z', 'retry', 'connection refused'),
       (${mail?.id}, '2026-11-23T10:01:01.000Z', 'retry', '421 try later'),
       (${webhook?.id}, '2026-11-23T10:00:02.000Z', 'sent', 'HTTP 200')`,
    )
    const detail = await detailOf(applicationId)
    expect(detail.notifications).toEqual([
      {
        channel: 'mail',
        message: 'lead',
        status: 'pending',
        attempts: 2,
        lastError: '421 try later',
        sentAt: null,
        nextAttemptAt: '2026-11-23T10:05:00.000Z',
        log: [
          { at: '2026-11-23T10:00:01.000Z', result: 'retry', detail: 'connection refused' },
          { at: '2026-11-23T10:01:01.000Z', result: 'retry', detail: '421 try later' },
        ],
      },
      {
        channel: 'webhook',
        message: 'lead',
        status: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: '2026-11-23T10:00:02.000Z',
        nextAttemptAt: null,
        log: [{ at: '2026-11-23T10:00:02.000Z', result: 'sent', detail: 'HTTP 200' }],
      },
    ])
  })

  it('answers 404 for an unknown id', async () => {
    for (const response of [
      await get(deskApi.item('no-such-lead')),
      await change('no-such-lead', { status: 'contacted' }),
      await get(deskApi.cv('no-such-lead')),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) })
    }
  })
})

describe(`POST ${deskApi.item(':id')} (${engine})`, () => {
  it('moves an enquiry through its statuses, recording each change once', async () => {
    const response = await change(contactId, { status: 'contacted' })
    expect(response.statusCode).toBe(200)
    const detail = response.json<ItemDetail>()
    expect(detail.status).toBe('contacted')
    expect(detail.history).toEqual([
      {
        at: expect.any(String),
        actor: 'sam@example.com',
        action: 'status',
        detail: 'New → Contacted',
      },
    ])
    const [row] = await query<{ updated_at: string | null }>(
      api,
      `SELECT updated_at FROM leads WHERE id = '${contactId}'`,
    )
    expect(Date.parse(row?.updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const again = await change(contactId, { status: 'contacted' })
    expect(again.statusCode).toBe(200)
    expect(again.json<ItemDetail>().history).toHaveLength(1)
  })

  it.each([
    ['an enquiry', () => contactId, 'screening'],
    ['an application', () => applicationId, 'won'],
    ['an enquiry', () => contactId, 'archived'],
    ['an estimate request', () => estimateId, 'offer'],
  ])("refuses a status that is not %s's (%s)", async (kind, id, status) => {
    const before = await detailOf(id())
    const response = await change(id(), { status })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      message: expect.stringMatching(new RegExp(`^status must be one of .* for ${kind}\\.$`)),
    })
    expect(await detailOf(id())).toEqual(before)
  })

  it("moves an estimate request through sales' statuses", async () => {
    const response = await change(estimateId, { status: 'qualified' })
    expect(response.statusCode).toBe(200)
    expect(response.json<ItemDetail>()).toMatchObject({ kind: 'estimate', status: 'qualified' })
  })

  it("moves an application through hiring's statuses", async () => {
    const response = await change(applicationId, { status: 'interview' })
    expect(response.statusCode).toBe(200)
    expect(response.json<ItemDetail>().history.at(-1)?.detail).toBe('New → Interview')
  })

  it('saves a note with line breaks and tabs, recording that it changed but not what it says', async () => {
    const response = await change(contactId, {
      note: 'Call back Monday\r\n\tafter 10, ask for Priya',
    })
    expect(response.statusCode).toBe(200)
    const detail = response.json<ItemDetail>()
    expect(detail.note).toBe('Call back Monday\n\tafter 10, ask for Priya')
    expect(detail.history.at(-1)).toMatchObject({ action: 'note', detail: 'note changed' })
    const audit = JSON.stringify(await auditRows())
    expect(audit).not.toContain('Priya')
  })

  it.each([
    [{ note: 'Call\u0000back' }, /control character/],
    [{ note: 'Reads \u202eright to left' }, /control character/],
    [{ note: 'x'.repeat(5001) }, /at most 5000 characters/],
    [{ note: 42 }, /note must be a string/],
    [{ status: 'contacted', note: 'both' }, /exactly one of status, note or ownerId/],
    [{}, /exactly one of/],
    [{ priority: 'high' }, /exactly one of/],
    [{ ownerId: 'no-such-user' }, /ownerId names no desk user/],
    [{ ownerId: 7 }, /ownerId must be/],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const before = await detailOf(contactId)
    const response = await change(contactId, body)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(message)
    expect(await detailOf(contactId)).toEqual(before)
  })

  it('sets and removes the owner, naming the owner in the history', async () => {
    const set = await change(contactId, { ownerId: admin.user.id })
    expect(set.statusCode).toBe(200)
    expect(set.json<ItemDetail>().owner).toEqual(admin.user)
    const removed = await change(contactId, { ownerId: null })
    expect(removed.json<ItemDetail>().owner).toBeNull()
    const again = await change(contactId, { ownerId: null })
    expect(again.statusCode).toBe(200)
    const history = again.json<ItemDetail>().history.filter((entry) => entry.action === 'owner')
    expect(history.map((entry) => entry.detail)).toEqual([
      'owner set to ada@example.com',
      'owner removed',
    ])
    const rows = (await auditRows()).filter((row) => row.action === 'owner')
    expect(
      rows.every((row) => row.item_id === contactId && row.actor_email === 'sam@example.com'),
    ).toBe(true)
  })
})

describe(`GET ${deskApi.cv(':id')} (${engine})`, () => {
  it('sends the CV as an attachment with its type, a safe file name and nosniff', async () => {
    const response = await get(deskApi.cv(applicationId))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ R_vi (2026).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20R%C3%A1vi%20%282026%29.pdf`,
    )
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.equals(Buffer.from(pdf()))).toBe(true)
    const downloads = (await auditRows()).filter((row) => row.action === 'cv download')
    expect(downloads).toEqual([
      {
        action: 'cv download',
        item_id: applicationId,
        detail: 'CV downloaded',
        actor_email: 'sam@example.com',
      },
    ])
  })

  it('answers 404 for an enquiry, which has no CV, and 401 without a session', async () => {
    const none = await get(deskApi.cv(contactId))
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ error: 'not_found', message: 'This item has no CV.' })
    const anonymous = await api.app.inject({ method: 'GET', url: deskApi.cv(applicationId) })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['content-disposition']).toBeUndefined()
  })
})
