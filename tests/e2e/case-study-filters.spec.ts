import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { newPage } from './support/context.ts'
import { waitForHydration } from './support/hydration.ts'

test('with JavaScript a chip filters the list in place, one per group, kept in the address', async ({
  browser,
}) => {
  const { page, open } = await newPage(browser, true)
  const logs = watchConsole(page)
  await open('/case-studies')
  const cards = page.locator('main h3 a')
  const count = page.getByText(/case studies match$/)
  await expect(cards).toHaveCount(6)
  const chip = (group: string, name: string) =>
    page.getByRole('list', { name: group }).getByRole('link', { name, exact: true })

  await chip('Industry', 'Logistics').click()
  await expect(page).toHaveURL('/case-studies?industry=logistics')
  await expect(cards).toHaveText(['One ERP for a 26-depot Australian forwarder'])
  await expect(chip('Industry', 'Logistics')).toHaveAttribute('aria-current', 'true')
  await expect(count).toHaveText('1 of 6 case studies match')

  // The technologies (dozens) open on request.
  const technologies = page.locator('details summary', { hasText: 'Technology' })
  await expect(chip('Technology', 'PostgreSQL')).toBeHidden()
  await technologies.click()
  await chip('Technology', 'PostgreSQL').click()
  await expect(page).toHaveURL('/case-studies?industry=logistics&technology=postgresql')
  await expect(cards).toHaveCount(1)
  // A second click on the chosen chip takes its group's choice back.
  await chip('Industry', 'Logistics').click()
  await expect(page).toHaveURL('/case-studies?technology=postgresql')
  await expect(cards).toHaveCount(2)
  await expect(chip('Industry', 'Logistics')).not.toHaveAttribute('aria-current')

  await page.reload()
  await waitForHydration(page)
  await expect(cards).toHaveCount(2)
  await expect(chip('Technology', 'PostgreSQL')).toHaveAttribute('aria-current', 'true')
  await expect(count).toHaveText('2 of 6 case studies match')

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL('/case-studies')
  await expect(cards).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeHidden()
  expect(logs.problems()).toEqual([])
  await page.context().close()
})

test('without JavaScript the chips lead to the industry, service and technology pages', async ({
  browser,
}) => {
  const { page, open } = await newPage(browser, false)
  await open('/case-studies')
  await expect(page.locator('main h3 a')).toHaveCount(6)
  await page
    .getByRole('list', { name: 'Industry' })
    .getByRole('link', { name: 'Logistics', exact: true })
    .click()
  await expect(page).toHaveURL('/case-studies/industry/logistics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies in Logistics')
  await expect(page.locator('main h3 a')).toHaveCount(1)

  await open('/case-studies')
  await page
    .getByRole('list', { name: 'Service' })
    .getByRole('link', { name: 'UI/UX Design', exact: true })
    .click()
  await expect(page).toHaveURL('/case-studies/service/ui-ux-design')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UI/UX Design case studies')
  await page.context().close()
})

for (const javaScriptEnabled of [true, false]) {
  test(`a technology page lists its case studies and leads back (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const { page, open } = await newPage(browser, javaScriptEnabled)
    await open('/case-studies/freight-forwarder-erp-consolidation')
    await page
      .getByRole('list', { name: /^Technologies used/ })
      .getByRole('link', { name: 'PostgreSQL', exact: true })
      .click()
    await expect(page).toHaveURL('/case-studies/technology/postgresql')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Case studies using PostgreSQL',
    )
    await expect(page.locator('main h3 a')).toHaveCount(2)
    await expect(page.getByText('2 case studies using PostgreSQL')).toBeVisible()
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await trail.getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL('/case-studies')
    await page.context().close()
  })
}
