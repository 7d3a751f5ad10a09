import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './support/hydration.ts'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']
const pages = ['/', '/services/ui-ux-design', '/404']

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })

  test(`${path} has no WCAG 2.2 AA violation with the mobile menu open`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the mobile menu exists at 1024 px and below')
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test(`${path} has no WCAG 2.2 AA violation with a desktop submenu open`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'submenus open on hover above 1024 px')
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.locator('#submenu-services')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}
