import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deskApi, type DeskAccount } from '../../src/admin/contract.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { signIn, signedIn, type SignedIn } from './support/desk.ts'
import { deskLeads } from './support/desk-leads.ts'

let api: TestApp
let admin: SignedIn
const leads = deskLeads(() => api)

beforeEach(async () => {
  api = await startApp()
  admin = await signedIn(api, 'admin', 'priya@example.com')
})
afterEach(async () => {
  await api.close()
})

const password = 'a long enough password'
const add = (body: Record<string, unknown>) =>
  api.post(deskApi.accounts, {
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
const remove = (id: string) => api.post(deskApi.removeAccount(id), { headers: admin.headers })
const accounts = async () =>
  (await api.app.inject({ method: 'GET', url: deskApi.accounts, headers: admin.headers })).json<{
    accounts: DeskAccount[]
  }>().accounts

describe(`users managed by an admin in the desk (${engine})`, () => {
  it('adds a user who can then sign in, and lists them', async () => {
    const added = await add({ email: 'Rahul@Example.com', role: 'sales', password })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({
      account: {
        id: expect.any(String),
        email: 'rahul@example.com',
        role: 'sales',
        createdAt: expect.any(String),
        lastSignInAt: null,
      },
    })
    const rahul = await signIn(api, 'rahul@example.com', password)
    expect(rahul.user.role).toBe('sales')
    expect((await accounts()).map((account) => [account.email, account.role])).toEqual([
      ['priya@example.com', 'admin'],
      ['rahul@example.com', 'sales'],
    ])
    const [audit] = await query<{ actor_email: string; detail: string }>(
      api,
      "SELECT actor_email, detail FROM audit_log WHERE action = 'user added'",
    )
    expect(audit).toEqual({
      actor_email: 'priya@example.com',
      detail: 'added a sales user, rahul@example.com',
    })
  })

  it.each([
    [{ email: 'rahul@example.com', role: 'sales', password: 'too short' }, 400, /12 characters/],
    [{ email: 'rahul@example', role: 'sales', password }, 400, /e-mail/i],
    [{ email: 'rahul@example.com', role: 'owner', password }, 400, /Unknown role/],
    [{ email: 'PRIYA@example.com', role: 'sales', password }, 409, /already a user/],
    [{ email: 'rahul@example.com' }, 400, /JSON object/],
  ])('refuses %j with %i and says why, adding nobody', async (body, status, message) => {
    const response = await add(body)
    expect(response.statusCode).toBe(status)
    expect(response.json<{ message: string }>().message).toMatch(message)
    expect(await accounts()).toHaveLength(1)
  })

  it('removes a user: their session ends, their items lose their owner, the log says who', async () => {
    const rahul = await signedIn(api, 'sales', 'rahul@example.com')
    const lead = await leads.contact()
    const owned = await api.post(deskApi.item(lead), {
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ownerId: rahul.user.id }),
    })
    expect(owned.statusCode).toBe(200)

    const removed = await remove(rahul.user.id)
    expect(removed.statusCode).toBe(204)
    const after = await api.app.inject({
      method: 'GET',
      url: deskApi.items,
      headers: rahul.headers,
    })
    expect(after.statusCode).toBe(401)
    const [row] = await query<{ owner_id: string | null }>(api, 'SELECT owner_id FROM leads')
    expect(row?.owner_id).toBeNull()
    expect(await accounts()).toHaveLength(1)
    const [audit] = await query<{ actor_email: string; detail: string }>(
      api,
      "SELECT actor_email, detail FROM audit_log WHERE action = 'user removed'",
    )
    expect(audit).toEqual({
      actor_email: 'priya@example.com',
      detail: 'removed the sales user rahul@example.com; ended 1 session',
    })
  })

  it('does not remove the admin doing it, nor a user who does not exist', async () => {
    const self = await remove(admin.user.id)
    expect(self.statusCode).toBe(400)
    expect(self.json<{ message: string }>().message).toMatch(/your own account/)
    expect((await remove('no-such-user')).statusCode).toBe(404)
    expect(await accounts()).toHaveLength(1)
  })
})
