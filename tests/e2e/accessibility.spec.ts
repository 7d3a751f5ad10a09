import { expect, test } from '@playwright/test'
import { noViolations, violationsInBothThemes } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'

const pages = ['/', '/services/ui-ux-design', '/404']
/** Every other page type, with its content. */
const contentPages = [
  '/au/erp-solutions',
  '/hire-developers/hire-dotnet-developer',
  '/about/engagement-models',
  '/contactus',
  '/blogs',
  '/blogs/accessibility-from-the-first-sprint',
  '/blogs/topics/engineering',
  '/blogs/tags/angular',
  '/case-studies',
  '/case-studies/industry/logistics',
  '/case-studies/service/ui-ux-design',
  '/case-studies/technology/postgresql',
  '/case-studies/freight-forwarder-erp-consolidation',
  '/careers',
  '/careers/senior-react-developer',
  '/resources/FAQs',
  '/search',
]

// Every check runs in both themes: the system's light and dark schemes, on one load of the page
// (the stored choice applies the same dark values, tests/e2e/theme.spec.ts).
for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violation in either theme`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test(`${path} has no WCAG 2.2 AA violation with the mobile menu open, in either theme`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the mobile menu exists at 1024 px and below')
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test(`${path} has no WCAG 2.2 AA violation with a desktop submenu open, in either theme`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'submenus open on hover above 1024 px')
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.locator('#submenu-services')).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })
}

for (const path of contentPages) {
  test(`${path} has no WCAG 2.2 AA violation in either theme`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'tablet', 'content pages are checked at 375 and 1280 px')
    await page.goto(path)
    await waitForHydration(page)
    // Expanded disclosures are checked too: their answers must meet contrast as well.
    for (const details of await page.locator('main details').all())
      await details.evaluate((element) => element.setAttribute('open', ''))
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })
}
