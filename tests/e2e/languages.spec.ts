import { expect, test } from '@playwright/test'
import { noViolations, violationsInBothThemes } from './support/axe.ts'
import { waitForHydration, waitForWholePage } from './support/hydration.ts'
import { callSlots } from '../../src/calls/slots.ts'
import { hours } from './support/call-hours.ts'
import { messages as ar, pageText as arPages } from '../../src/i18n/catalogues/ar.ts'
import { format } from '../../src/i18n/format.ts'
import { messages as ko } from '../../src/i18n/catalogues/ko.ts'
import { errors as arErrors, forms as arForms } from '../../src/i18n/forms/ar.ts'
import { exportedLeads, takeAsLongAsAPerson, uniqueEmail } from './support/leads.ts'

/** A market's landing page and a service page in each language, right to left included. */
const marketPages = [
  { path: '/ko-kr', lang: 'ko-KR', dir: 'ltr' },
  { path: '/ar-sa', lang: 'ar-SA', dir: 'rtl' },
  { path: '/ar-sa/erp-solutions', lang: 'ar-SA', dir: 'rtl' },
  { path: '/fr-ma/ui-ux-design', lang: 'fr-MA', dir: 'ltr' },
  { path: '/ar-sa/contactus', lang: 'ar-SA', dir: 'rtl' },
  { path: '/ko-kr/contactus', lang: 'ko-KR', dir: 'ltr' },
  { path: '/ar-sa/call', lang: 'ar-SA', dir: 'rtl' },
  { path: '/fr-mc/call', lang: 'fr-MC', dir: 'ltr' },
]

for (const { path, lang, dir } of marketPages) {
  test(`${path}: in its language and direction, with no WCAG 2.2 AA violation in either theme`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test(`${path}: nothing overflows sideways at 375 px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'checked at 375 px')
    await page.goto(path)
    await waitForWholePage(page)
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.view)
  })
}

test('the language switcher leads to the same page in the other languages of its market', async ({
  page,
}) => {
  await page.goto('/ma/erp-solutions')
  const switcher = page.getByRole('navigation', { name: 'Languages of this page' })
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await switcher.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar-ma\/erp-solutions$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page
    .getByRole('navigation', { name: ar.language.switcher })
    .getByRole('link', { name: 'Français' })
    .click()
  await expect(page).toHaveURL(/\/fr-ma\/erp-solutions$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-MA')
})

test('a market page leads within its language, and back to English in English', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop menus')
  await page.goto('/ko-kr/erp-solutions')
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: ko.chrome.mainNav })
  await nav.getByRole('button', { name: ko.nav.services }).click()
  await nav.getByRole('link', { name: ko.services['ui-ux-design'] }).click()
  await expect(page).toHaveURL(/\/ko-kr\/ui-ux-design$/)
  await expect(page.locator('h1')).toContainText('UI/UX')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  // A client-side navigation to an English page gives the document its language back.
  await page.locator('footer address a[href="/contactus"]').click()
  await expect(page).toHaveURL(/\/contactus$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('in Arabic the mobile menu opens from the left, the start of a right-to-left page', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile menu')
  await page.goto('/ar-sa/erp-solutions')
  await waitForHydration(page)
  await page.locator('header button[aria-controls="mobile-menu"]').click()
  const drawer = page.locator('#mobile-menu')
  await expect(drawer).toBeVisible()
  expect((await drawer.boundingBox())?.x).toBe(0)
})

test.describe('the enquiry form in Arabic', () => {
  const t = arForms.contact
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the form works the same at every width')
    await page.goto('/ar-sa/contactus')
    await waitForHydration(page)
  })

  test('checks the fields in Arabic and sends nothing until they are right', async ({ page }) => {
    let requests = 0
    await page.route('**/api/contact', (route) => {
      requests++
      return route.abort()
    })
    await page.getByLabel(t.labels.email, { exact: true }).fill('not-an-address')
    await page.getByRole('button', { name: t.submit }).click()
    const summary = page.getByRole('heading', { name: arForms.errorSummary }).locator('..')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: arErrors.contact.email.format })).toBeVisible()
    await expect(page.getByLabel(t.labels.name, { exact: true })).toHaveAccessibleDescription(
      new RegExp(arErrors.contact.name.missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    expect(requests).toBe(0)
  })

  test('sends an enquiry: thanks in Arabic, and the lead records its language', async ({
    page,
  }) => {
    const email = uniqueEmail('arabic')
    await takeAsLongAsAPerson(page)
    await page.getByLabel(t.labels.name, { exact: true }).fill('سارة العتيبي')
    await page.getByLabel(t.labels.email, { exact: true }).fill(email)
    await page.getByLabel(t.labels.interest, { exact: true }).selectOption('erp-solutions')
    await page
      .getByLabel(t.labels.message, { exact: true })
      .fill('نحتاج إلى نظام لإدارة المخزون والمبيعات لفروعنا الثلاثة في الرياض.')
    await page.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.sent)).toBeVisible()
    const lead = exportedLeads().find((entry) => entry.email === email)
    expect(lead).toMatchObject({ kind: 'contact', language: 'ar', name: 'سارة العتيبي' })
  })
})

test.describe('the call request in Arabic, for a visitor in Riyadh', () => {
  const t = arForms.call
  test.use({ timezoneId: 'Asia/Riyadh' })
  test('times in the visitor’s zone and Arabic dates; the request records its language', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the form works the same at every width')
    await page.goto('/ar-sa/call')
    await waitForHydration(page)
    const form = page.getByRole('form', { name: t.formName })
    const days = form.getByRole('group', { name: t.day }).getByRole('radio')
    await expect(days.first()).toBeVisible()
    await expect(form.getByText(/Asia\/Riyadh/)).toBeVisible()
    // The day chips in Arabic, their digits Latin as on the rest of the page.
    await expect(days.first()).toHaveAccessibleName(/[\u0600-\u06ff].*\d/)
    await takeAsLongAsAPerson(page)

    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByRole('link', { name: arErrors.call.slots.none })).toBeVisible()

    await form.getByRole('checkbox').first().check()
    await expect(
      form.getByRole('heading', { name: format(t.choices, { count: 1, max: 3 }) }),
    ).toBeVisible()
    const email = uniqueEmail('call-arabic')
    await form.getByLabel(t.labels.topic, { exact: true }).fill('نقل نظام المخزون إلى السحابة.')
    await form.getByLabel(t.labels.name, { exact: true }).fill('ليلى الحربي')
    await form.getByLabel(t.labels.email, { exact: true }).fill(email)
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page.getByText(t.sent)).toBeVisible()
    await expect.poll(() => exportedLeads().find((lead) => lead.email === email)).toBeTruthy()
    expect(exportedLeads().find((lead) => lead.email === email)).toMatchObject({
      kind: 'call',
      language: 'ar',
      timeZone: 'Asia/Riyadh',
    })
  })

  test('without JavaScript the times are the company’s, and the request ends on the Arabic sent page', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the same document at every width')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ar-sa/call')
    const form = page.getByRole('form', { name: t.formName })
    await expect(form.getByRole('checkbox')).toHaveCount(0)
    const first = form.getByRole('group', { name: t.plain.choices.one })
    const [, second] = callSlots(new Date(), hours)
    await first.getByLabel(t.plain.date, { exact: true }).fill(second?.date ?? '')
    await first.getByLabel(t.plain.time, { exact: true }).selectOption('11:00')
    const email = uniqueEmail('call-arabic-nojs')
    await form.getByLabel(t.labels.topic, { exact: true }).fill('نقل نظام المخزون إلى السحابة.')
    await form.getByLabel(t.labels.name, { exact: true }).fill('ليلى الحربي')
    await form.getByLabel(t.labels.email, { exact: true }).fill(email)
    await form.getByRole('button', { name: t.submit }).click()
    await expect(page).toHaveURL(/\/ar-sa\/call\/sent$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arPages.callSent.heading)
    expect(exportedLeads().find((lead) => lead.email === email)).toMatchObject({
      kind: 'call',
      language: 'ar',
    })
    await context.close()
  })
})

test('without JavaScript a market page is whole, and its form says how to write instead', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same document at every width')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ko-kr/erp-solutions')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#offerings li')).not.toHaveCount(0)
  await page.goto('/ar-sa/contactus')
  const note = page.getByText(arForms.noScript.split('{email}')[0]?.trim() ?? '')
  await expect(note).toBeVisible()
  await expect(note.getByRole('link')).toHaveAttribute('href', /^mailto:/)
  await context.close()
})
