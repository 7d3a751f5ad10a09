import { expect, test, type Page, type Route } from '@playwright/test'
import type {
  DeskAccount,
  DeskUser,
  InboxPage,
  InboxRow,
  ItemDetail,
} from '../../src/admin/contract.ts'
import { axeResults } from './support/axe.ts'

/**
 * The sales desk (/admin) in the browser, served by our nginx with its strict CSP. Its API is
 * answered here (page.route) with the contract's shapes: these tests check the screens, not
 * the API, which has its own tests.
 */

const admin: DeskUser = { id: 'u1', email: 'priya@example.com', role: 'admin' }
const sales: DeskUser = { id: 'u2', email: 'rahul@example.com', role: 'sales' }

const row: InboxRow = {
  id: 'L1',
  kind: 'contact',
  name: 'John Carter',
  email: 'john@example.com',
  company: 'Acme Freight',
  topic: 'erp-solutions',
  topicLabel: 'ERP Solutions',
  status: 'new',
  receivedAt: '2026-11-22T09:30:00Z',
  landingPage: '/au/erp-solutions',
  language: 'en',
  owner: null,
}

const detail: ItemDetail = {
  ...row,
  fields: [{ name: 'message', label: 'Message', value: 'Line one\nLine two' }],
  cv: null,
  attribution: {
    page: '/contactus',
    referrer: null,
    landingPage: '/au/erp-solutions',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  },
  note: '',
  notifications: [],
  history: [],
  call: null,
}

const accounts: DeskAccount[] = [
  { ...admin, createdAt: '2026-01-05T08:00:00Z', lastSignInAt: '2026-11-23T08:15:00Z' },
  { ...sales, createdAt: '2026-03-10T10:00:00Z', lastSignInAt: null },
]

const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) })

/** The desk's API, answered with `user` signed in (or nobody), recording the POSTs. */
async function deskApi(page: Page, user: DeskUser | null) {
  const posts: { path: string; token: string | undefined; body: unknown }[] = []
  // The users as the desk's Users screen changes them.
  const users = [...accounts]
  await page.route('**/api/admin/**', async (route) => {
    const request = route.request()
    const { pathname, searchParams } = new URL(request.url())
    if (request.method() === 'POST') {
      posts.push({
        path: pathname,
        token: request.headers()['x-xsrf-token'],
        body: JSON.parse(request.postData() ?? 'null') as unknown,
      })
    }
    if (pathname === '/api/admin/session' && request.method() === 'GET') {
      return user ? json(route, 200, { user }) : json(route, 401, { error: 'x', message: 'No.' })
    }
    if (pathname === '/api/admin/items') {
      const page: InboxPage = {
        items: searchParams.get('q') === 'nobody' ? [] : [row],
        total: 1,
        page: 1,
        pageSize: 25,
        topics: [{ value: 'erp-solutions', label: 'ERP Solutions' }],
      }
      return json(route, 200, page)
    }
    if (pathname === '/api/admin/users') return json(route, 200, { users: [admin, sales] })
    if (pathname === '/api/admin/items/L1') {
      if (request.method() === 'GET') return json(route, 200, detail)
      const change = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>
      if ('ownerId' in change)
        return json(route, 500, { error: 'x', message: 'The database is busy.' })
      return json(route, 200, { ...detail, ...change })
    }
    if (pathname === '/api/admin/accounts') {
      if (request.method() === 'GET') return json(route, 200, { accounts: users })
      const given = JSON.parse(request.postData() ?? '{}') as DeskAccount
      if (users.some((account) => account.email === given.email)) {
        return json(route, 409, {
          error: 'exists',
          message: `There is already a user ${given.email}.`,
        })
      }
      const account: DeskAccount = {
        id: `u${users.length + 1}`,
        email: given.email,
        role: given.role,
        createdAt: '2026-11-23T12:00:00Z',
        lastSignInAt: null,
      }
      users.push(account)
      return json(route, 201, { account })
    }
    const removal = /^\/api\/admin\/accounts\/([^/]+)\/remove$/.exec(pathname)
    if (removal && request.method() === 'POST') {
      const index = users.findIndex((account) => account.id === removal[1])
      if (index < 0)
        return json(route, 404, { error: 'not_found', message: 'There is no such user.' })
      users.splice(index, 1)
      return route.fulfill({ status: 204 })
    }
    return json(route, 404, { error: 'not_found', message: 'There is no such API address.' })
  })
  return posts
}

function watchCsp(page: Page): string[] {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  return refused
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page)
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

test('the sign-in form: labelled fields, the API’s message on 401, the wait on 429', async ({
  page,
}) => {
  const refused = watchCsp(page)
  await deskApi(page, null)
  let attempt = 0
  await page.route('**/api/admin/session', (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    attempt++
    return attempt === 1
      ? json(route, 401, { error: 'credentials', message: 'The e-mail or password is not right.' })
      : json(route, 429, { error: 'throttled', message: 'Too many.' }, { 'Retry-After': '600' })
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in')
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('E-mail').fill('priya@example.com')
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Try again in 10 minutes/)
  await expect(page.getByLabel('E-mail')).toHaveValue('priya@example.com')
  expect(refused).toEqual([])
})

test('the inbox keeps its filters in the address; an item saves its status at once', async ({
  page,
  context,
}) => {
  const refused = watchCsp(page)
  const posts = await deskApi(page, admin)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'John Carter' })).toBeVisible()

  await page.getByLabel('Kind').selectOption('contact')
  await page.getByLabel('Status').selectOption('qualified')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/\/admin\?kind=contact&status=qualified$/)
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('qualified')
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/export.csv?kind=contact&status=qualified',
  )
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'John Carter' }).click()
  await expect(page).toHaveURL(/\/admin\/items\/L1$/)
  await page.getByLabel('Status').selectOption('contacted')
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value
  expect(cookie).toBeTruthy()
  expect(posts.at(-1)).toEqual({
    path: '/api/admin/items/L1',
    token: cookie,
    body: { status: 'contacted' },
  })

  // A failed save says so and shows the saved value again.
  await page.getByLabel('Owner').selectOption('u2')
  await expect(page.getByText('Not saved: The database is busy.')).toBeVisible()
  await expect(page.getByLabel('Owner')).toHaveValue('')
  expect(await axeViolations(page)).toEqual([])
  expect(refused).toEqual([])
})

test('a salesperson sees no admin screens', async ({ page }) => {
  const posts = await deskApi(page, sales)
  await page.goto('/admin/audit')
  await expect(page.getByText('Only admins can do this.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Erase data' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0)

  await page.goto('/admin/users')
  await expect(page.getByText('Only admins can do this.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0)
  expect(posts).toEqual([])
})

test('an address that is no screen answers 404 with the desk’s Not found, in its header', async ({
  page,
}) => {
  const refused = watchCsp(page)
  await deskApi(page, admin)
  const response = await page.goto('/admin/items/L1/history')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found')
  await expect(page).toHaveTitle('Not found – Sales desk')
  await expect(page.getByRole('navigation', { name: 'Desk' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Go to the inbox' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('link', { name: 'John Carter' })).toBeVisible()
  expect(refused).toEqual([])
})

test('an admin adds a user, is stopped by mismatched passwords, and removes a user after confirming', async ({
  page,
  context,
}) => {
  const refused = watchCsp(page)
  const posts = await deskApi(page, admin)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Users' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users')
  const rahul = page.getByRole('row').filter({ hasText: 'rahul@example.com' })
  await expect(rahul).toContainText('Sales')
  await expect(rahul).toContainText('Never')
  // No Remove button on one's own row.
  const own = page.getByRole('row').filter({ hasText: 'priya@example.com' })
  await expect(own).toContainText('You')
  await expect(own.getByRole('button')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // Passwords that differ: a message at the field, and nothing sent.
  await page.getByLabel('E-mail', { exact: true }).fill('mei@example.com')
  await page.getByLabel('Role').selectOption('admin')
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
  await page.getByLabel('Password again').fill('correct horse battery staple')
  await page.getByRole('button', { name: 'Add user' }).click()
  const again = page.getByLabel('Password again')
  await expect(again).toHaveAttribute('aria-invalid', 'true')
  await expect(again).toHaveAccessibleDescription('The passwords are not the same. Type it again.')
  await expect(again).toBeFocused()
  expect(posts).toEqual([])
  expect(await axeViolations(page)).toEqual([])

  await again.fill('correct horse battery')
  await page.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Added mei@example.com (Admin). They can sign in now.',
  )
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value
  expect(cookie).toBeTruthy()
  expect(posts).toEqual([
    {
      path: '/api/admin/accounts',
      token: cookie,
      body: { email: 'mei@example.com', role: 'admin', password: 'correct horse battery' },
    },
  ])
  await expect(page.getByRole('row').filter({ hasText: 'mei@example.com' })).toContainText('Admin')
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Password again')).toHaveValue('')

  // The API's refusal is shown and what was typed stays.
  await page.getByLabel('E-mail', { exact: true }).fill('rahul@example.com')
  await page.getByLabel('Password', { exact: true }).fill('another long password')
  await page.getByLabel('Password again').fill('another long password')
  await page.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByRole('region', { name: 'Add a user' }).getByRole('alert')).toHaveText(
    'There is already a user rahul@example.com.',
  )
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('rahul@example.com')

  // Remove asks first; Cancel keeps the user.
  await rahul.getByRole('button', { name: 'Remove rahul@example.com' }).click()
  await expect(rahul).toContainText('Remove rahul@example.com?')
  await expect(rahul.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await rahul.getByRole('button', { name: 'Cancel' }).click()
  await expect(rahul.getByRole('button', { name: 'Remove rahul@example.com' })).toBeFocused()
  expect(posts).toHaveLength(2)

  await rahul.getByRole('button', { name: 'Remove rahul@example.com' }).click()
  await rahul.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Removed rahul@example.com; their sessions have ended.',
  )
  await expect(rahul).toHaveCount(0)
  expect(posts.at(-1)).toEqual({ path: '/api/admin/accounts/u2/remove', token: cookie, body: {} })
  expect(refused).toEqual([])
})
