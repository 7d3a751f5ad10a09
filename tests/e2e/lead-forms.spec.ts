import './support/site-config.ts'
import { expect, test, type Page, type Route } from '@playwright/test'
import { site } from '../../src/config/site.ts'
import { axeResults } from './support/axe.ts'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import {
  exportedLeads,
  fillContact,
  smallPdf,
  takeAsLongAsAPerson,
  uniqueEmail,
} from './support/leads.ts'

const overlay = (page: Page) => page.getByRole('status').getByText('Loading', { exact: true })

/** Holds the request until the test releases it, so the page can be observed meanwhile. */
async function holdRequests(page: Page, url: string) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const seen: { headers: Record<string, string>; cookie: string }[] = []
  await page.route(url, async (route: Route) => {
    seen.push({
      headers: route.request().headers(),
      cookie: (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    })
    await released
    await route.continue()
  })
  return { release, seen }
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contactus')
    await waitForHydration(page)
    await takeAsLongAsAPerson(page)
  })

  test('sends an enquiry: overlay while pending, success toast, form reset, lead stored', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    const email = uniqueEmail('contact')
    await fillContact(page, email)
    const held = await holdRequests(page, '**/api/contact')

    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(overlay(page)).toBeVisible()
    // The route handler records the request after reading the cookie jar: wait for it.
    await expect.poll(() => held.seen.length).toBe(1)
    // Anti-forgery: the POST carries the cookie's token in the header.
    expect(held.seen[0]?.headers['x-xsrf-token']).toBe(held.seen[0]?.cookie)
    expect(held.seen[0]?.cookie).toMatch(/^[0-9a-f]{32}$/)
    held.release()

    await expect(page.getByText('Thank you: we have your enquiry.')).toBeVisible()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByLabel('Work e-mail')).toHaveValue('')

    const lead = exportedLeads().find((entry) => entry.email === email)
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Asha Patel',
      company: 'Northwind Logistics',
      interest: 'erp-solutions',
    })
    expect(logs.problems()).toEqual([])
  })

  test('a failed request: overlay gone, an error toast with the e-mail, values kept', async ({
    page,
  }) => {
    const email = uniqueEmail('failure')
    await fillContact(page, email)
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await released
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
    })

    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(overlay(page)).toBeVisible()
    release()
    await expect(page.getByRole('alert').filter({ hasText: site.email })).toBeVisible()
    await expect(overlay(page)).toBeHidden()
    await expect(page.getByLabel('Work e-mail')).toHaveValue(email)
    expect(exportedLeads().some((entry) => entry.email === email)).toBe(false)
  })

  test('an answer lost after the enquiry was stored, then a changed enquiry: both are stored', async ({
    page,
  }) => {
    const email = uniqueEmail('lost-answer')
    await fillContact(page, email)
    // The first request reaches the API and is stored; its answer never reaches the page.
    const keys: string[] = []
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByRole('alert').filter({ hasText: site.email })).toBeVisible()
    await page.unroute('**/api/contact')

    // The visitor changes the message and sends again, under the same key: the API refuses
    // the key (422) and the form sends the changed enquiry under a new one.
    const sent: { status: number; key: string }[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/contact') {
        sent.push({
          status: response.status(),
          key: response.request().headers()['idempotency-key'] ?? '',
        })
      }
    })
    const changed = 'We also need the ERP to handle two currencies and GST returns, by June.'
    await page.getByLabel('Your message').fill(changed)
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByText('Thank you: we have your enquiry.')).toBeVisible()
    expect(sent.map((answer) => answer.status)).toEqual([422, 201])
    expect(sent[0]?.key).toBe(keys[0])
    expect(sent[1]?.key).not.toBe(keys[0])

    const stored = exportedLeads().filter((entry) => entry.email === email)
    expect(stored.map((entry) => entry.message)).toEqual([
      expect.stringContaining('12 warehouses'),
      changed,
    ])
  })

  test('too many requests: says when to try again', async ({ page }) => {
    await fillContact(page, uniqueEmail('limited'))
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '120' },
        contentType: 'application/json',
        body: '{"error":"rate_limited","retryAfterSeconds":120}',
      }),
    )
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByText('Please try again in 2 minutes.')).toBeVisible()
  })

  test("the API's field errors appear inline", async ({ page }) => {
    await fillContact(page, uniqueEmail('invalid'))
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'invalid',
          fields: { email: 'This address cannot receive mail.' },
        }),
      }),
    )
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    const field = page.getByLabel('Work e-mail')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/This address cannot receive mail\./)
  })

  test('invalid input: a focused summary, inline errors, nothing sent, values kept', async ({
    page,
  }) => {
    let requests = 0
    await page.route('**/api/contact', (route) => {
      requests++
      return route.abort()
    })
    await page.getByLabel('Your name').fill('A')
    await page.getByLabel('Work e-mail').fill('not-an-address')
    await page.getByRole('button', { name: 'Send enquiry' }).click()

    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveCount(4)
    await expect(page.getByLabel('Work e-mail')).toHaveAccessibleDescription(/e-mail address like/)
    await expect(page.getByLabel('Your message')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Work e-mail')).toHaveValue('not-an-address')

    await summary.getByRole('link', { name: 'Enter your message.' }).click()
    await expect(page.getByLabel('Your message')).toBeFocused()
    expect(requests).toBe(0)

    // The form with its errors shown still meets WCAG 2.2 AA.
    const axe = await axeResults(page, { include: 'main form' })
    expect(axe.violations.map((violation) => violation.id)).toEqual([])
  })
})

test.describe('job application form', () => {
  const job = '/careers/senior-react-developer'

  test.beforeEach(async ({ page }) => {
    await page.goto(job)
    await waitForHydration(page)
    await takeAsLongAsAPerson(page)
  })

  async function fillApplication(page: Page, email: string) {
    const form = page.getByRole('form', { name: /Apply for/ })
    await form.getByLabel('Your name').fill('Ravi Mehta')
    await form.getByLabel('E-mail', { exact: true }).fill(email)
    await form.getByLabel('Phone', { exact: true }).fill('+91 98765 43210')
    await form
      .getByLabel('LinkedIn or portfolio (optional)')
      .fill('https://www.linkedin.com/in/example')
    await form
      .getByLabel('Cover note')
      .fill(
        'I led the React rewrite of a booking product used by 40 clinics and want to do more of that.',
      )
    return form
  }

  test('sends an application with a PDF CV: success toast, stored with its file', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    const email = uniqueEmail('applicant')
    const form = await fillApplication(page, email)
    await form
      .getByLabel('CV', { exact: true })
      .setInputFiles({ name: 'ravi-mehta-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf })
    // Optional and unticked until the applicant ticks it.
    const keepCv = form.getByRole('checkbox', {
      name: /Keep my CV for future openings for 12 months/,
    })
    await expect(keepCv).not.toBeChecked()
    await keepCv.check()
    const held = await holdRequests(page, '**/api/careers/applications')

    await form.getByRole('button', { name: 'Send application' }).click()
    await expect(overlay(page)).toBeVisible()
    // The route handler records the request after reading the cookie jar: wait for it.
    await expect.poll(() => held.seen.length).toBe(1)
    expect(held.seen[0]?.headers['x-xsrf-token']).toBe(held.seen[0]?.cookie)
    expect(held.seen[0]?.cookie).toMatch(/^[0-9a-f]{32}$/)
    held.release()
    await expect(page.getByText(/Thank you: we have your application/)).toBeVisible()
    await expect(overlay(page)).toBeHidden()

    const lead = exportedLeads().find((entry) => entry.email === email)
    expect(lead).toMatchObject({
      kind: 'application',
      job: 'senior-react-developer',
      cvName: 'ravi-mehta-cv.pdf',
      keepCv: true,
    })
    expect(lead).not.toHaveProperty('consent')
    expect(logs.problems()).toEqual([])
  })

  test('a file that is not really a PDF is refused before anything is sent', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.url())
    })
    const form = await fillApplication(page, uniqueEmail('renamed'))
    await form.getByLabel('CV', { exact: true }).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is a plain text file renamed to .pdf'),
    })
    await form.getByRole('button', { name: 'Send application' }).click()
    await expect(form.getByLabel('CV', { exact: true })).toHaveAccessibleDescription(
      /not a readable PDF, DOC or DOCX/,
    )
    // The submit handler has returned (the button is no longer busy). It awaits the answer of
    // any request it sends, so a request would have been seen by now.
    await expect(form.getByRole('button', { name: 'Send application' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    expect(sent, 'no request reached the API').toEqual([])
  })
})
