import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deskApi } from '../../src/admin/contract.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { deskLeads } from './support/desk-leads.ts'
import { signedIn, type SignedIn } from './support/desk.ts'

let api: TestApp
let admin: SignedIn
const leads = deskLeads(() => api)
const address = 'Erase.Me@Example.com'
let erased: string[]
let keptId: string

/** A notification with one logged attempt, as the outbox would leave it. */
async function addNotification(leadId: string) {
  await query(
    api,
    `INSERT INTO outbox (lead_id, created_at, attempts, next_attempt_at, channel)
     VALUES ('${leadId}', '2026-11-23T10:00:00.000Z', 1, '2026-11-23T10:00:00.000Z', 'mail')`,
  )
  await query(
    api,
    `INSERT INTO outbox_attempts (outbox_id, at, result, detail)
     SELECT id, '2026-11-23T10:00:01.000Z', 'retry', 'connection refused' FROM outbox WHERE lead_id = '${leadId}'`,
  )
}

const count = async (sql: string) =>
  Number((await query<{ n: number | string }>(api, `SELECT count(*) AS n FROM ${sql}`))[0]?.n)

beforeEach(async () => {
  api = await startApp()
  admin = await signedIn(api, 'admin', 'ada@example.com')
  erased = [
    await leads.contact({ email: address }),
    await leads.contact({
      email: 'erase.me@example.com',
      message: 'A second enquiry, from the same person.',
    }),
    await leads.application({ email: 'ERASE.ME@EXAMPLE.COM' }),
  ]
  keptId = await leads.application({ email: 'someone.else@example.com' })
  for (const id of [...erased, keptId]) await addNotification(id)
  const status = await api.app.inject({
    method: 'POST',
    url: deskApi.item(erased[0] ?? ''),
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ status: 'contacted' }),
  })
  expect(status.statusCode).toBe(200)
})
afterEach(async () => {
  await api.close()
})

const post = (url: string, body: unknown) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

describe(`erasure (${engine})`, () => {
  it('previews how many enquiries and applications an address has, in any case', async () => {
    const response = await post(deskApi.erasurePreview, { email: ' ERASE.me@example.COM ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ contacts: 2, applications: 1 })
    expect((await post(deskApi.erasurePreview, { email: 'nobody@example.com' })).json()).toEqual({
      contacts: 0,
      applications: 0,
    })
    expect(await count('leads')).toBe(4)
  })

  it('deletes the leads, their CVs, notifications, attempts and history, auditing the counts only', async () => {
    const response = await post(deskApi.erasure, {
      email: address,
      confirm: 'erase.me@EXAMPLE.com',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ contacts: 2, applications: 1 })

    const left = await query<{ id: string }>(api, 'SELECT id FROM leads')
    expect(left).toEqual([{ id: keptId }])
    expect(await count('leads WHERE cv_content IS NOT NULL')).toBe(1)
    const gone = erased.map((id) => `'${id}'`).join(', ')
    expect(await count(`outbox WHERE lead_id IN (${gone})`)).toBe(0)
    expect(await count('outbox')).toBe(1)
    expect(await count('outbox_attempts')).toBe(1)
    expect(await count(`audit_log WHERE item_id IN (${gone})`)).toBe(0)

    const audit = await query<Record<string, unknown>>(api, 'SELECT * FROM audit_log')
    // Besides the admin's own sign-in, the erasure is the one entry.
    expect(audit.filter((entry) => entry.action !== 'sign-in')).toEqual([
      expect.objectContaining({
        action: 'erasure',
        actor_email: 'ada@example.com',
        item_id: null,
        detail: 'erased 2 enquiries and 1 application',
      }),
    ])
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('erase.me')
  })

  it.each([
    [{ email: address, confirm: 'erase.me@example.org' }, /^confirm /],
    [{ email: address }, /^confirm /],
    [{ email: '', confirm: '' }, /^email /],
    [{ email: 'not an address', confirm: 'not an address' }, /^email /],
  ])('refuses %j with 400 and erases nothing', async (body, message) => {
    const response = await post(deskApi.erasure, body)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toMatch(message)
    expect(await count('leads')).toBe(4)
    expect(await count('outbox_attempts')).toBe(4)
  })
})
