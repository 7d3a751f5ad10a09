import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApi } from '../../src/admin/contract.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { parseCsv } from './support/csv.ts'
import { engine } from './support/database.ts'
import { deskLeads } from './support/desk-leads.ts'
import { signedIn, type SignedIn } from './support/desk.ts'
import { runCli } from './support/process.ts'

let api: TestApp
let sales: SignedIn
const leads = deskLeads(() => api)
const formula = '=HYPERLINK("https://evil.example","Click") — please call back'
let ashaId: string
let zoeId: string

beforeAll(async () => {
  api = await startApp()
  sales = await signedIn(api, 'sales', 'sam@example.com')
  ashaId = await leads.contact(
    { message: formula },
    {
      landingPage: '/au/services/web',
      page: '/contactus',
      referrer: 'https://www.bing.com/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
    },
  )
  zoeId = await leads.contact({
    name: 'Zoë Ørsted',
    email: 'zoe@orsted.example',
    language: 'ar',
  })
  await leads.application()
  await leads.set(ashaId, {
    status: 'qualified',
    note: '@SUM(1+1) follow up',
    owner_id: sales.user.id,
  })
})
afterAll(async () => {
  await api.close()
})

async function exportCsv(params: Record<string, string>) {
  const response = await api.app.inject({
    method: 'GET',
    url: `${deskApi.export}?${new URLSearchParams(params)}`,
    headers: sales.headers,
  })
  const text = response.body
  const [header = [], ...rows] = text.startsWith('\uFEFF') ? parseCsv(text.slice(1)) : [[]]
  return {
    response,
    rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]]))),
  }
}

describe(`GET ${deskApi.export} (${engine})`, () => {
  it('sends the filtered leads as a spreadsheet-safe CSV attachment with the desk columns', async () => {
    const { response, rows } = await exportCsv({ kind: 'contact', landing: '/au/*' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(response.body.startsWith('\uFEFFid,kind,')).toBe(true)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: ashaId,
      kind: 'contact',
      language: 'English (en)',
      // The service and budget as the form names them, not their slugs.
      interest: 'Web Application Development',
      budget: 'USD 25,000–50,000',
      message: `'${formula}`,
      phone: "'+91 98765 43210",
      status: 'qualified',
      owner: 'sam@example.com',
      note: "'@SUM(1+1) follow up",
      landingPage: '/au/services/web',
      sourcePage: '/contactus',
      referrer: 'https://www.bing.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      notification: 'off',
    })
  })

  it('exports every match without paging, oldest first, and audits the export without the search text', async () => {
    const all = await exportCsv({})
    expect(all.rows.map((row) => row.kind)).toEqual(['contact', 'contact', 'application'])
    expect(all.rows[2]?.job).toBe('Senior React Developer')
    const search = await exportCsv({ q: 'ZOE@ORSTED', page: '7' })
    expect(search.rows.map((row) => row.id)).toEqual([zoeId])
    expect(search.rows[0]).toMatchObject({ name: 'Zoë Ørsted', status: 'new', owner: '' })
    const audit = await query<{ action: string; detail: string; actor_email: string }>(
      api,
      `SELECT action, detail, actor_email FROM audit_log WHERE action = 'export' ORDER BY id`,
    )
    expect(audit).toEqual([
      {
        action: 'export',
        detail: '1 row; kind contact, landing /au/*',
        actor_email: 'sam@example.com',
      },
      { action: 'export', detail: '3 rows; no filters', actor_email: 'sam@example.com' },
      { action: 'export', detail: '1 row; search', actor_email: 'sam@example.com' },
    ])
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('orsted')
  })

  it('exports estimate requests as their own kind, apart from the enquiries', async () => {
    const miraId = await leads.estimate({ name: 'Mira Haddad', email: 'mira@haddad.example' })
    const estimates = await exportCsv({ kind: 'estimate' })
    expect(estimates.rows).toEqual([
      expect.objectContaining({
        id: miraId,
        kind: 'estimate',
        project: 'A web application',
        platforms: 'Web browsers, Android',
        estimate: expect.stringMatching(/^\d+–\d+ weeks, GBP [\d,]+–[\d,]+$/),
      }),
    ])
    const enquiries = await exportCsv({ kind: 'contact' })
    expect(enquiries.rows.map((row) => row.id)).toEqual([ashaId, zoeId])
  })

  it('exports the language each lead was sent in, named in the CSV, as its code in the JSON export', async () => {
    const arabic = await exportCsv({ language: 'ar' })
    expect(arabic.rows).toEqual([expect.objectContaining({ id: zoeId, language: 'Arabic (ar)' })])
    const [audit] = await query<{ detail: string }>(
      api,
      `SELECT detail FROM audit_log WHERE action = 'export' ORDER BY id DESC`,
    )
    expect(audit?.detail).toBe('1 row; language ar')
    const json = await runCli(['export', '--format', 'json'], api.env)
    expect(json.code, json.stderr).toBe(0)
    const languages = (JSON.parse(json.stdout) as { id: string; language: string }[]).map(
      ({ id, language }) => [id, language],
    )
    expect(languages).toContainEqual([ashaId, 'en'])
    expect(languages).toContainEqual([zoeId, 'ar'])
  })

  it('answers 400 for an invalid filter, exporting nothing', async () => {
    const { response } = await exportCsv({ status: 'nonsense' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      message: expect.stringMatching(/^status /),
    })
    const language = await exportCsv({ language: 'arabic' })
    expect(language.response.statusCode).toBe(400)
    expect(language.response.json()).toEqual({
      error: 'invalid',
      message: 'language must be one of en, ko, ar, fr.',
    })
  })
})
