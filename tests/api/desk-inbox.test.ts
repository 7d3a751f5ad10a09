import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskApi, inboxPageSize, type InboxPage } from '../../src/admin/contract.ts'
import { query, startApp, type TestApp } from './support/app.ts'
import { engine } from './support/database.ts'
import { deskLeads } from './support/desk-leads.ts'
import { signedIn, type SignedIn } from './support/desk.ts'

let api: TestApp
let sales: SignedIn
const leads = deskLeads(() => api)
/** The inbox of these tests, oldest first. */
const ids = { asha: '', mira: '', zoe: '', ravi: '', li: '' }

beforeAll(async () => {
  api = await startApp()
  sales = await signedIn(api, 'sales')
  ids.asha = await leads.contact({}, { landingPage: '/au/services/web', page: '/contactus' })
  ids.zoe = await leads.contact(
    {
      name: 'Zoë Ørsted',
      email: 'Zoe@Orsted.example',
      company: 'Ørsted ApS',
      interest: 'hire-developers',
      language: 'ar',
    },
    { landingPage: '/au' },
  )
  // An estimate request: stored as an enquiry of another form, listed as its own kind.
  ids.mira = await leads.estimate({
    name: 'Mira Haddad',
    email: 'mira@haddad.example',
    company: 'Haddad Freight',
    language: 'ar',
  })
  ids.ravi = await leads.application({}, { landingPage: '/AU/careers' })
  ids.li = await leads.contact({
    name: 'Li Wei',
    email: 'li.wei@example.cn',
    company: '100% Cotton_Co',
    interest: 'other',
  })
  await leads.set(ids.asha, { created_at: '2026-11-01T10:00:00.000Z' })
  await leads.set(ids.mira, { created_at: '2026-11-05T09:00:00.000Z' })
  await leads.set(ids.zoe, { created_at: '2026-11-10T23:59:59.999Z', status: 'contacted' })
  await leads.set(ids.ravi, { created_at: '2026-11-11T00:00:00.000Z', status: 'screening' })
  await leads.set(ids.li, { created_at: '2026-11-20T08:00:00.000Z' })
})
afterAll(async () => {
  await api.close()
})

const get = (url: string) => api.app.inject({ method: 'GET', url, headers: sales.headers })

async function inbox(params: Record<string, string> = {}): Promise<InboxPage> {
  const response = await get(`${deskApi.items}?${new URLSearchParams(params)}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<InboxPage>()
}

const names = async (params: Record<string, string>) =>
  (await inbox(params)).items.map((item) => item.name)

describe(`GET ${deskApi.items} (${engine})`, () => {
  it('lists enquiries, estimate requests and applications together, newest first, with every topic', async () => {
    const page = await inbox()
    expect(page.items.map((item) => item.id)).toEqual([
      ids.li,
      ids.ravi,
      ids.zoe,
      ids.mira,
      ids.asha,
    ])
    expect(page.items.map((item) => item.kind)).toEqual([
      'contact',
      'application',
      'contact',
      'estimate',
      'contact',
    ])
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: inboxPageSize })
    // Each service and job as the site names it, in the order of those names.
    expect(page.topics).toEqual([
      { value: 'hire-developers', label: 'Hiring developers' },
      { value: 'senior-react-developer', label: 'Senior React Developer' },
      { value: 'other', label: 'Something else' },
      { value: 'web-application-development', label: 'Web Application Development' },
    ])
    expect(page.items.map((item) => item.topicLabel)).toEqual([
      'Something else',
      'Senior React Developer',
      'Hiring developers',
      null,
      'Web Application Development',
    ])
    expect(page.items[2]).toEqual({
      id: ids.zoe,
      kind: 'contact',
      name: 'Zoë Ørsted',
      email: 'zoe@orsted.example',
      company: 'Ørsted ApS',
      topic: 'hire-developers',
      topicLabel: 'Hiring developers',
      status: 'contacted',
      receivedAt: '2026-11-10T23:59:59.999Z',
      landingPage: '/au',
      language: 'ar',
      owner: null,
    })
    // Those sent without a language, as pages of earlier releases, are English.
    expect(page.items.map((item) => item.language)).toEqual(['en', 'en', 'ar', 'ar', 'en'])
  })

  it.each([
    // Enquiries only: an estimate request is kind contact in the database, not in the desk.
    [{ kind: 'contact' }, ['Li Wei', 'Zoë Ørsted', 'Asha Mehta']],
    [{ kind: 'estimate' }, ['Mira Haddad']],
    [{ kind: 'estimate', status: 'new' }, ['Mira Haddad']],
    [{ kind: 'application' }, ['Ravi Patel']],
    [{ status: 'contacted' }, ['Zoë Ørsted']],
    [{ kind: 'application', status: 'screening' }, ['Ravi Patel']],
    [{ status: 'new' }, ['Li Wei', 'Mira Haddad', 'Asha Mehta']],
    [{ topic: 'hire-developers' }, ['Zoë Ørsted']],
    [{ from: '2026-11-10', to: '2026-11-10' }, ['Zoë Ørsted']],
    [{ from: '2026-11-11' }, ['Li Wei', 'Ravi Patel']],
    [{ to: '2026-11-01' }, ['Asha Mehta']],
    [{ q: 'MEHTA' }, ['Asha Mehta']],
    [{ q: 'EXAMPLE.ORG' }, ['Asha Mehta']],
    [{ q: 'textiles' }, ['Asha Mehta']],
    [{ q: 'ZOË' }, ['Zoë Ørsted']],
    [{ q: 'ørsted aps' }, ['Zoë Ørsted']],
    [{ q: '%' }, ['Li Wei']],
    [{ q: '_' }, ['Li Wei']],
    [{ q: 'haddad freight' }, ['Mira Haddad']],
    [{ q: 'nobody' }, []],
    [{ landing: '/au/*' }, ['Asha Mehta']],
    [{ landing: '/au' }, ['Zoë Ørsted']],
    [{ landing: '/au*' }, ['Zoë Ørsted', 'Asha Mehta']],
    [{ landing: '/AU/*' }, ['Ravi Patel']],
    [{ language: 'ar' }, ['Zoë Ørsted', 'Mira Haddad']],
    [{ kind: 'contact', language: 'ar' }, ['Zoë Ørsted']],
    [{ language: 'en' }, ['Li Wei', 'Ravi Patel', 'Asha Mehta']],
    [{ language: 'fr' }, []],
    [
      { kind: '', status: '', q: ' ' },
      ['Li Wei', 'Ravi Patel', 'Zoë Ørsted', 'Mira Haddad', 'Asha Mehta'],
    ],
  ])('filters by %j', async (params, expected) => {
    const page = await inbox(params)
    expect(page.items.map((item) => item.name)).toEqual(expected)
    expect(page.total).toBe(expected.length)
  })

  it.each([
    [{ kind: 'lead' }, 'kind'],
    [{ status: 'archived' }, 'status'],
    [{ kind: 'contact', status: 'screening' }, 'status'],
    [{ kind: 'application', status: 'won' }, 'status'],
    [{ kind: 'estimate', status: 'interview' }, 'status'],
    [{ from: '2026-02-30' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2026-11-20', to: '2026-11-01' }, 'from'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ language: 'de' }, 'language'],
    [{ language: 'Arabic' }, 'language'],
  ])('answers 400 naming the parameter for %j', async (params, name) => {
    const response = await get(`${deskApi.items}?${new URLSearchParams(params)}`)
    expect(response.statusCode).toBe(400)
    const body = response.json<{ error: string; message: string }>()
    expect(body.error).toBe('invalid')
    expect(body.message.startsWith(`${name} `)).toBe(true)
  })

  it('names every kind when the kind is unknown', async () => {
    const response = await get(`${deskApi.items}?kind=enquiry`)
    expect(response.json<{ message: string }>().message).toBe(
      'kind must be contact, estimate, call or application.',
    )
  })

  it('names every language when the language is unknown', async () => {
    const response = await get(`${deskApi.items}?language=AR`)
    expect(response.json<{ message: string }>().message).toBe(
      'language must be one of en, ko, ar, fr.',
    )
  })

  it('answers 400 to a parameter given twice', async () => {
    const response = await get(`${deskApi.items}?kind=contact&kind=application`)
    expect(response.statusCode).toBe(400)
    expect(response.json<{ message: string }>().message).toBe('Give kind once.')
  })

  it('pages by inboxPageSize with the total of every page, ties broken by id', async () => {
    const api2 = await startApp()
    try {
      const more = deskLeads(() => api2)
      const session = await signedIn(api2, 'sales')
      const created: string[] = []
      for (let i = 0; i < inboxPageSize + 2; i++) {
        created.push(await more.contact({ name: `Lead ${i}` }))
      }
      await query(api2, `UPDATE leads SET created_at = '2026-11-05T00:00:00.000Z'`)
      const pageOf = async (page: number) => {
        const response = await api2.app.inject({
          method: 'GET',
          url: `${deskApi.items}?page=${page}`,
          headers: session.headers,
        })
        return response.json<InboxPage>()
      }
      const first = await pageOf(1)
      const second = await pageOf(2)
      expect(first.items).toHaveLength(inboxPageSize)
      expect(second.items).toHaveLength(2)
      expect([first.total, second.total, second.page]).toEqual([
        inboxPageSize + 2,
        inboxPageSize + 2,
        2,
      ])
      const listed = [...first.items, ...second.items].map((item) => item.id)
      expect(listed).toEqual([...created].sort().reverse())
      expect((await pageOf(3)).items).toEqual([])
    } finally {
      await api2.close()
    }
  })

  it('names the owner as a desk user', async () => {
    const owner = await signedIn(api, 'admin', 'owner@example.com')
    await leads.set(ids.li, { owner_id: owner.user.id })
    const [li] = (await inbox({ q: 'li wei' })).items
    expect(li?.owner).toEqual(owner.user)
    await query(api, `UPDATE leads SET owner_id = NULL`)
    expect(await names({ q: 'li wei' })).toEqual(['Li Wei'])
  })
})
