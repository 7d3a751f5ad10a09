import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { expectHeadFor } from './support/head.ts'
import { settle, waitForHydration } from './support/hydration.ts'
import { expectSameDocument, openForClientNavigation } from './support/navigation.ts'
import { canonicalFor, notFoundCanonical } from './support/site.ts'

const notFoundPaths = ['/404', '/xx/web-application-development', '/services/nope']

for (const path of notFoundPaths) {
  test.describe(`not-found page at ${path}`, () => {
    test('answers 404 with the not-found page and a /404 canonical', async ({ page, baseURL }) => {
      const logs = watchConsole(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(response?.headers()['content-type']).toContain('text/html')
      await waitForHydration(page)
      await settle(page)
      await expect(page).toHaveURL(path)

      const main = page.locator('main')
      // Its illustration, drawn after hydration from its file.
      const image = main.locator('svg.art')
      await expect(image).toHaveCount(1)
      await expect(image).toBeVisible()
      await expect(image.locator('use')).toHaveAttribute('href', '/images/art/not-found.svg#art')
      const art = await page.request.get('/images/art/not-found.svg')
      expect(art.status()).toBe(200)
      await expect(main.getByText('404', { exact: true })).toBeVisible()
      const heading = main.getByRole('heading', { level: 1 })
      await expect(heading).toHaveCount(1)
      await expect(heading).toContainText('Page Not Found')
      const home = main.getByRole('link', { name: 'Go Back to Homepage' })
      await expect(home).toHaveAttribute('href', '/')

      // The smallest block holding the heading and the illustration is at most 350px wide.
      const container = await heading.evaluate((h1) => {
        let element = h1.parentElement
        while (element && !element.querySelector('svg.art')) element = element.parentElement
        if (!element || element.tagName === 'MAIN') return null
        return {
          maxWidth: getComputedStyle(element).maxWidth,
          width: element.getBoundingClientRect().width,
          holdsLink: element.querySelector('a[href="/"]') !== null,
        }
      })
      expect(container).toMatchObject({ maxWidth: '350px', holdsLink: true })
      expect(container?.width).toBeLessThanOrEqual(350)

      const head = await expectHeadFor(page, notFoundCanonical)
      expect(head.robots).toHaveLength(1)
      expect(head.robots[0]).toContain('noindex')
      expect(logs.problems({ notFoundDocument: new URL(path, baseURL).href })).toEqual([])
    })

    test('Go Back to Homepage opens the home page client-side', async ({ page, baseURL }) => {
      const logs = watchConsole(page)
      const documents = await openForClientNavigation(page, path)

      await page.getByRole('main').getByRole('link', { name: 'Go Back to Homepage' }).click()

      await expect(page).toHaveURL('/')
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Go Back to Homepage' }),
      ).toHaveCount(0)
      const head = await expectHeadFor(page, canonicalFor('/'))
      expect(head.robots[0]).not.toContain('noindex')
      await expectSameDocument(page, documents)
      expect(logs.problems({ notFoundDocument: new URL(path, baseURL).href })).toEqual([])
    })

    test('back and forward between it and the home page keep each head right', async ({ page }) => {
      const documents = await openForClientNavigation(page, path)
      await page.getByRole('main').getByRole('link', { name: 'Go Back to Homepage' }).click()
      await expectHeadFor(page, canonicalFor('/'))

      // Back: the router renders the not-found page again, with the /404 canonical only.
      await page.goBack()
      await expect(page).toHaveURL(path)
      await expect(page.locator('h1')).toContainText('Page Not Found')
      const notFound = await expectHeadFor(page, notFoundCanonical)
      expect(notFound.robots[0]).toContain('noindex')

      await page.goForward()
      await expect(page).toHaveURL('/')
      await expectHeadFor(page, canonicalFor('/'))
      await expectSameDocument(page, documents)
    })
  })
}
