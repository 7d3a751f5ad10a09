import { expect, test } from '@playwright/test'
import { storedNames } from '../../src/config/stored-items.ts'
import { waitForHydration } from './support/hydration.ts'
import { fillContact, takeAsLongAsAPerson, uniqueEmail } from './support/leads.ts'

/**
 * The privacy notice is complete about what the site stores and where it sends requests: a
 * visitor who browses the page types, switches the theme and sends an enquiry leaves only cookies
 * and storage keys the notice lists (src/config/stored-items.ts), and the browser talks to no
 * other origin.
 */
test('every cookie and storage key a visit sets is in the notice, and no request leaves the site', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run covers it')
  const origin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url())
  })
  const keys = new Set<string>()
  for (const path of [
    '/?utm_source=newsletter&utm_medium=email',
    '/services/web-application-development',
    '/contactus',
    '/careers/senior-react-developer',
    '/blogs',
    '/estimate?currency=GBP',
    '/privacy',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
    if (path === '/contactus') {
      await page.getByRole('button', { name: /theme/i }).first().click()
      await fillContact(page, uniqueEmail('privacy'))
      await takeAsLongAsAPerson(page)
      await page.getByRole('button', { name: 'Send enquiry' }).click()
      await expect(page.getByText('Thank you: we have your enquiry.')).toBeVisible()
    }
    const stored = await page.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage),
    ])
    stored.forEach((key) => keys.add(key))
  }
  for (const cookie of await context.cookies()) keys.add(cookie.name)
  expect(keys.size, 'the visit stored something (the test would pass on nothing)').toBeGreaterThan(
    2,
  )
  expect([...keys].filter((key) => !storedNames.has(key))).toEqual([])
  expect(elsewhere).toEqual([])
  await expect(page.getByRole('heading', { name: 'Cookies and storage' })).toBeVisible()
  for (const key of keys)
    await expect(page.locator('#cookies code', { hasText: key })).toHaveCount(1)
})

test('the footer links the privacy notice and the terms, and each form links its section', async ({
  page,
}) => {
  await page.goto('/contactus')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  )
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms')
  const notice = page.getByRole('link', { name: 'How we handle your data' })
  await expect(notice).toHaveAttribute('href', '/privacy#enquiries')
  await page.goto('/careers/senior-react-developer')
  await expect(page.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute(
    'href',
    '/privacy#applicants',
  )
  await page.goto('/privacy#applicants')
  await expect(page.locator('#applicants')).toBeInViewport()
  await expect(page.locator('#enquiries')).toContainText('Work e-mail')
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
})
