import './support/site-config.ts'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { parse as parseYaml } from 'yaml'
import { callHoursSchema } from '../../src/calls/hours-schema.ts'
import { callSlots, formatSlot } from '../../src/calls/slots.ts'
import { violations } from './support/axe.ts'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import { fillContact, leadsCli, takeAsLongAsAPerson, uniqueEmail } from './support/leads.ts'

/**
 * The sales desk from end to end, on SQLite (desktop, tablet, mobile) and on PostgreSQL (the
 * desk-postgres project's own server): a user added with the CLI, an enquiry that began on an
 * Australian page with UTM parameters, found in the inbox by its landing page, marked Contacted,
 * kept after a reload, and exported.
 */
const engine = () => (test.info().project.name === 'desk-postgres' ? 'postgres' : 'sqlite')
const password = 'correct horse battery staple'

function addUser(email: string, role: 'admin' | 'sales') {
  // Not a terminal: the password is read from two lines of standard input.
  leadsCli(['users', 'add', email, '--role', role], {
    engine: engine(),
    input: `${password}\n${password}\n`,
  })
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

test('a salesperson finds a lead by its landing page, marks it Contacted and exports the list', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const logs = watchConsole(page)
  const seller = uniqueEmail('seller')
  addUser(seller, 'sales')
  const visitor = uniqueEmail('desk-visitor')
  const campaign = `desk-${Date.now().toString(36)}`

  // The visit begins on a country page from a newsletter link; the visitor follows its link to
  // the enquiry form (the site's one form, at /contactus) and sends it.
  await page.goto(
    `/au/ai-ml-application-development?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
  )
  await waitForHydration(page)
  await page.locator('main a[href="/contactus"]').first().click()
  await expect(page).toHaveURL(/\/contactus$/)
  await takeAsLongAsAPerson(page)
  await fillContact(page, visitor)
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByText('Thank you: we have your enquiry.')).toBeVisible()

  await signIn(page, seller)
  await page.getByLabel('Landing page').fill('/au/*')
  await page.getByLabel('Search').fill(visitor)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  const row = page.getByRole('row').filter({ hasText: visitor })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('/au/ai-ml-application-development')
  // The service by the name the site gives it, in the list and in the filter's options.
  await expect(row).toContainText('ERP Solutions')
  await expect(row).not.toContainText('erp-solutions')
  await expect(
    page.getByLabel('Service or role').locator('option[value="erp-solutions"]'),
  ).toHaveText('ERP Solutions')
  await row.getByRole('link', { name: 'Asha Patel' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha Patel')
  await expect(page.getByText(campaign)).toBeVisible()
  await expect(page.getByText('/contactus', { exact: true })).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('contacted')
  await expect(page.getByText('New → Contacted')).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.goBack()
  await page.goto(`/admin?landing=${encodeURIComponent('/au/*')}&q=${encodeURIComponent(visitor)}`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  const csv = readFileSync(await download.path(), 'utf8')
  const lines = csv.trim().split(/\r?\n/)
  expect(lines).toHaveLength(2) // the header and this lead
  expect(lines[1]).toContain(visitor)
  expect(lines[1]).toContain('/au/ai-ml-application-development')
  expect(lines[1]).toMatch(/contacted/i)
  expect(lines[1]).toContain('ERP Solutions')

  expect(await violations(page)).toEqual([])
  // Chromium reports the one expected 401: the desk asking whether anyone is signed in yet.
  expect(logs.problems()).toEqual([
    expect.stringMatching(/status of 401 \(Unauthorized\) \(http:\/\/[^/]+\/api\/admin\/session:/),
  ])
})

test('the desk refuses a wrong password and keeps the e-mail typed', async ({ page }) => {
  const seller = uniqueEmail('seller')
  addUser(seller, 'sales')
  await page.goto('/admin')
  await page.getByLabel('E-mail').fill(seller)
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('The e-mail or password is not right.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toHaveValue(seller)
  expect(await violations(page)).toEqual([])
})

test('a salesperson books one of the times a call request offers', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const seller = uniqueEmail('seller')
  addUser(seller, 'sales')
  const visitor = uniqueEmail('desk-caller')
  const hours = callHoursSchema.parse(
    parseYaml(readFileSync('src/content/call-hours.yaml', 'utf8')),
  )
  const [first] = callSlots(new Date(), hours)
  // 11:00 in Ahmedabad on the first day offered, as a plain form sends it.
  const slots = [first?.slots[2]?.toISOString() ?? '']
  const sent = await page.request.post('/api/call', {
    headers: { origin: new URL(baseURL ?? '').origin },
    form: {
      slotDay: first?.date ?? '',
      slotTime: '11:00',
      topic: 'Replatforming our clinic bookings.',
      name: 'Mia Walker',
      email: visitor,
    },
    maxRedirects: 0,
  })
  expect(sent.status()).toBe(303)

  await signIn(page, seller)
  await page.getByLabel('Kind').selectOption({ label: 'Call request' })
  await page.getByLabel('Search').fill(visitor)
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await page
    .getByRole('row')
    .filter({ hasText: visitor })
    .getByRole('link', { name: 'Mia Walker' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mia Walker')

  // Sent without a script: the visitor's zone is the company's, so one column of times.
  const times = page.getByRole('region', { name: 'Times offered' })
  await expect(times.getByRole('row')).toHaveCount(2) // the header and the one time
  await expect(times).toContainText(formatSlot(new Date(slots[0] ?? ''), hours.timeZone))
  // "Call booked" is not a status to pick by hand.
  await expect(page.getByLabel('Status').locator('option', { hasText: 'Call booked' })).toHaveCount(
    0,
  )
  await times.getByRole('button', { name: /Book this time/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'call booked for' })).toBeVisible()
  await expect(times.getByText('Booked', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Status')).toHaveValue('call_booked')
  await expect(page.getByText(/call booked for .*no invitation \(e-mail is off\)/)).toBeVisible()
  expect(await violations(page)).toEqual([])
})
