import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { expectHeadFor } from './support/head.ts'
import {
  expectSameDocument,
  mainMenuLink,
  openForClientNavigation,
  routerGo,
} from './support/navigation.ts'
import { canonicalFor, notFoundCanonical, serverH1 } from './support/site.ts'

test.describe('client-side navigation', () => {
  test('a header link changes the page without reloading and updates the head in place', async ({
    page,
    request,
  }) => {
    const logs = watchConsole(page)
    const documents = await openForClientNavigation(page, '/')
    const before = await expectHeadFor(page, canonicalFor('/'))

    await (await mainMenuLink(page, 'Careers')).click()

    await expect(page).toHaveURL('/careers')
    await expect(page.locator('h1')).toHaveText(await serverH1(request, '/careers'))
    const after = await expectHeadFor(page, canonicalFor('/careers'))
    expect(after.titles[0]).not.toBe(before.titles[0])
    expect(after.descriptions[0]).not.toBe(before.descriptions[0])
    expect(after.robots[0]).not.toContain('noindex')
    await expectSameDocument(page, documents)
    expect(logs.problems()).toEqual([])
  })

  test('footer links chain through page types, each with its own head', async ({
    page,
    request,
  }) => {
    const logs = watchConsole(page)
    const documents = await openForClientNavigation(page, '/about/company')
    const footer = page.getByRole('contentinfo')

    await footer
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'ERP Solutions' })
      .click()
    await expect(page).toHaveURL('/services/erp-solutions')
    await expect(page.locator('h1')).toHaveText(await serverH1(request, '/services/erp-solutions'))
    const service = await expectHeadFor(page, canonicalFor('/services/erp-solutions'))

    // A card of the service page leads to a country page of a different route.
    await page.locator('main a[href="/au/erp-solutions"]').click()
    await expect(page).toHaveURL('/au/erp-solutions')
    await expect(page.locator('h1')).toHaveText(await serverH1(request, '/au/erp-solutions'))
    const country = await expectHeadFor(page, canonicalFor('/au/erp-solutions'))
    expect(country.titles[0]).not.toBe(service.titles[0])

    await footer.getByRole('link', { name: 'Get A Quote' }).click()
    await expect(page).toHaveURL('/contactus')
    await expectHeadFor(page, canonicalFor('/contactus'))

    await page.goBack()
    await expect(page).toHaveURL('/au/erp-solutions')
    await expectHeadFor(page, canonicalFor('/au/erp-solutions'))
    await expectSameDocument(page, documents)
    expect(logs.problems()).toEqual([])
  })

  for (const path of ['/services/nope', '/some/unknown/path']) {
    test(`the router shows the not-found page for ${path} without reloading`, async ({ page }) => {
      const logs = watchConsole(page)
      const documents = await openForClientNavigation(page, '/about/company')

      await routerGo(page, path)

      await expect(page).toHaveURL(path)
      await expect(page.locator('h1')).toHaveText(/Page Not Found/)
      const head = await expectHeadFor(page, notFoundCanonical)
      expect(head.robots[0]).toContain('noindex')

      await page.getByRole('link', { name: 'Go Back to Homepage' }).click()
      await expect(page).toHaveURL('/')
      const home = await expectHeadFor(page, canonicalFor('/'))
      expect(home.robots[0]).not.toContain('noindex')
      await expectSameDocument(page, documents)
      expect(logs.problems()).toEqual([])
    })
  }
})
