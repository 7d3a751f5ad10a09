import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import { expectSameDocument, openForClientNavigation } from './support/navigation.ts'
import { h1Text } from './support/site.ts'
import { site, specServiceSlugs } from './support/shell.ts'

const footer = (page: Page) => page.getByRole('contentinfo')
const hrefsOf = (page: Page, selector: string) =>
  footer(page)
    .locator(selector)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))

// The footer's own links, with the paths of the site's routes.
const ourLinks = [
  ['Home', '/'],
  ['About', '/about'],
  ['Services', '/#services'],
  ['Blogs', '/blogs'],
  ['Careers', '/careers'],
  ['Get A Quote', '/contactus'],
]

test.beforeEach(async ({ page }) => {
  await page.goto('/careers')
  await waitForHydration(page)
})

test.describe('site footer', () => {
  test('shows the logo and the blurb', async ({ page }) => {
    const home = footer(page).getByRole('link', { name: `${site.shortName} home page` })
    await expect(home).toHaveAttribute('href', '/')
    await expect(home.locator('svg')).toBeVisible()
    await expect(home).toContainText(site.shortName)
    const blurb = footer(page).locator('p', { hasText: 'work-flows' })
    await expect(blurb).toBeVisible()
    await expect(blurb).toContainText(/simple work-flows/i)
    await expect(blurb).toContainText(/innovative,? high-quality applications/i)
  })

  test('lists Our Links and the 14 services', async ({ page }) => {
    const our = footer(page).getByRole('navigation', { name: 'Our Links' })
    await expect(our.getByRole('heading', { name: 'Our Links' })).toBeVisible()
    await expect(our.getByRole('link')).toHaveText(ourLinks.map(([label]) => label ?? ''))
    expect(await hrefsOf(page, 'nav[aria-label="Our Links"] a')).toEqual(
      ourLinks.map(([, href]) => href),
    )

    const services = footer(page).getByRole('navigation', { name: 'Our Services' })
    await expect(services.getByRole('heading', { name: 'Our Services' })).toBeVisible()
    await expect(services.getByRole('link')).toHaveCount(14)
    for (const link of await services.getByRole('link').all()) await expect(link).toBeVisible()
    const hrefs = await hrefsOf(page, 'nav[aria-label="Our Services"] a')
    expect(hrefs.toSorted()).toEqual(specServiceSlugs.map((slug) => `/services/${slug}`).toSorted())
  })

  test('gives the phone, the e-mail, the Ahmedabad office and the copyright', async ({ page }) => {
    const contact = footer(page).locator('address')
    const phone = contact.getByRole('link', { name: site.phone })
    await expect(phone).toHaveAttribute('href', `tel:${site.phone.replaceAll(' ', '')}`)
    const email = contact.getByRole('link', { name: site.email })
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`)
    const office = contact.getByRole('link', { name: /Ahmedabad, Gujarat/ })
    await expect(office).toBeVisible()
    await expect(office).toHaveAttribute('href', '/contactus')
    await expect(office).toContainText(site.address.street)
    await expect(footer(page)).toContainText(`© 2023 ${site.name}`)
  })

  test('every footer link answers 200 with a page that exists', async ({ page, request }) => {
    const hrefs = await hrefsOf(page, 'a[href]')
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
    expect(hrefs, 'logo, 6 own links, 14 services, phone, e-mail, office, 6 more').toHaveLength(30)
    expect(
      internal,
      'the 6 own links, the 14 services, Resources, FAQs, the estimator, the call request, privacy and terms',
    ).toHaveLength(26)
    for (const href of internal) {
      const path = new URL(href, 'http://site.invalid').pathname
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), href).toBe(200)
      expect(h1Text(await response.text()), href).not.toMatch(/Page Not Found/i)
    }
    const external = hrefs.filter((href) => !href.startsWith('/'))
    expect(external.toSorted()).toEqual([site.emailHref, site.phoneHref].toSorted())
  })

  test('"Services" leads to the services section of the home page', async ({ page }) => {
    const logs = watchConsole(page)
    await footer(page).getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/#services')
    await expect(page.locator('#services')).toHaveCount(1)
    await expect(page.locator('#services')).toBeInViewport()
    expect(logs.problems()).toEqual([])
  })

  test('the footer links navigate client-side', async ({ page }) => {
    const documents = await openForClientNavigation(page, '/careers')
    await footer(page).getByRole('link', { name: 'Get A Quote' }).click()
    await expect(page).toHaveURL('/contactus')
    await footer(page)
      .getByRole('link', { name: /Ahmedabad/ })
      .click()
    await expect(page).toHaveURL('/contactus')
    await footer(page).getByRole('link', { name: 'Blogs' }).click()
    await expect(page).toHaveURL('/blogs')
    await expect(page.locator('h1')).toBeVisible()
    await expectSameDocument(page, documents)
  })
})
