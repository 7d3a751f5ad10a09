import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApi } from '../../src/admin/contract.ts'
import { query, startApp, xsrf, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { signedIn, type SignedIn } from './support/desk.ts'
import { deskLeads } from './support/desk-leads.ts'

let api: TestApp
let admin: SignedIn
let sales: SignedIn
let contactId: string
const leads = deskLeads(() => api)

beforeAll(async () => {
  api = await startApp()
  admin = await signedIn(api, 'admin')
  sales = await signedIn(api, 'sales')
  contactId = await leads.contact()
})
afterAll(async () => {
  await api.close()
})

type Route = [method: 'GET' | 'POST', url: string, body?: unknown]

/** Every desk address but the session's; `:id` is the stored enquiry. */
const routes: Route[] = [
  ['GET', deskApi.items],
  ['GET', deskApi.item(':id')],
  ['POST', deskApi.item(':id'), { status: 'contacted' }],
  ['GET', deskApi.cv(':id')],
  ['GET', deskApi.export],
  ['GET', deskApi.users],
  ['GET', deskApi.audit],
  ['GET', deskApi.accounts],
  ['POST', deskApi.accounts, { email: 'new@example.com', role: 'admin', password: 'x'.repeat(16) }],
  ['POST', deskApi.removeAccount(':id')],
  ['POST', deskApi.erasurePreview, { email: 'asha@example.org' }],
  ['POST', deskApi.erasure, { email: 'asha@example.org', confirm: 'asha@example.org' }],
]

const send = (route: Route, headers: Record<string, string>) =>
  api.app.inject({
    method: route[0],
    url: route[1].replace(encodeURIComponent(':id'), contactId),
    headers: { ...headers, ...(route[2] !== undefined && { 'content-type': 'application/json' }) },
    ...(route[2] !== undefined && { payload: JSON.stringify(route[2]) }),
  })

describe(`the desk's access rules (${engine})`, () => {
  it.each(routes.map((route) => [route[0], route[1], route] as const))(
    '%s %s answers 401 without a session, and with an unknown one',
    async (_method, _url, route) => {
      const none = await send(route, xsrf)
      expect(none.statusCode).toBe(401)
      expect(none.json()).toEqual({ error: 'unauthorized', message: expect.any(String) })
      expect(none.headers['cache-control']).toBe('no-store')
      const unknown = await send(route, { ...xsrf, cookie: `desk_session=forged; ${xsrf.cookie}` })
      expect(unknown.statusCode).toBe(401)
    },
  )

  it.each([
    ['GET', deskApi.audit],
    ['GET', deskApi.accounts],
    ['POST', deskApi.accounts],
    ['POST', deskApi.removeAccount('u1')],
    ['POST', deskApi.erasurePreview],
    ['POST', deskApi.erasure],
  ] as const)('%s %s is for admins: 403 for a sales user', async (method, url) => {
    const body = { email: 'asha@example.org', confirm: 'asha@example.org' }
    const response = await api.app.inject({
      method,
      url,
      headers: { ...sales.headers, 'content-type': 'application/json' },
      ...(method === 'POST' && { payload: JSON.stringify(body) }),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ error: 'forbidden' })
    const leadsLeft = await query(api, 'SELECT id FROM leads')
    expect(leadsLeft).toHaveLength(1)
    expect(await query(api, 'SELECT id FROM users')).toHaveLength(2)
  })

  it('lets a sales user see the inbox, the users and an item', async () => {
    for (const url of [deskApi.items, deskApi.users, deskApi.item(contactId)]) {
      const response = await api.app.inject({ method: 'GET', url, headers: sales.headers })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  it.each(routes.filter((route) => route[0] === 'POST').map((route) => [route[1], route] as const))(
    'refuses POST %s without the anti-forgery header (403), changing nothing',
    async (_url, route) => {
      const response = await send(route, { cookie: admin.headers.cookie })
      expect(response.statusCode).toBe(403)
      expect(response.json<{ message: string }>().message).toMatch(/security token/)
      const [lead] = await query<{ status: string }>(api, 'SELECT status FROM leads')
      expect(lead?.status).toBe('new')
    },
  )

  it('lists the desk users for the owner select', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: deskApi.users,
      headers: sales.headers,
    })
    expect(response.json()).toEqual({
      users: [admin.user, sales.user].sort((a, b) => a.email.localeCompare(b.email)),
    })
  })
})
