import { expect, test, type Page } from '@playwright/test'
import { noViolations, violationsInBothThemes } from './support/axe.ts'
import { watchConsole } from './support/console.ts'
import { newPage } from './support/context.ts'
import { waitForHydration } from './support/hydration.ts'

/**
 * The site search (/search): Pagefind's index of every page, loaded only when the visitor uses
 * the search box, and used by keyboard; without JavaScript the page lists every topic instead.
 */

const study = '/case-studies/freight-forwarder-erp-consolidation'
/** Words only that case study holds. */
const phrase = 'charge rules engine'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Every request for the search's files, from the moment it is called. */
function searchRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/pagefind/')) seen.push(pathname)
  })
  return seen
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window.__cspViolations ||= []).push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
  })

  test('the header leads to the search, which finds a known phrase by keyboard alone', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    const requests = searchRequests(page)
    await page.goto('/services/ui-ux-design')
    await waitForHydration(page)
    // Nothing of the search is loaded by another page.
    expect(requests).toEqual([])
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/search')
    await waitForHydration(page)
    // The visitor came to search: the box has the focus, and the search loads.
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await expect.poll(() => requests).toContain('/pagefind/pagefind.js')

    await page.keyboard.type(phrase)
    const status = page.getByRole('status').filter({ hasText: /match/ })
    await expect(status).toContainText(`“${phrase}”`)
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(phrase).replace(/%20/g, '+')}`)
    const results = page.getByRole('list', { name: `Results for ${phrase}` }).getByRole('link')
    await expect(results.first()).toHaveAttribute('href', study)
    await expect(results.first()).toHaveText('One ERP for a 26-depot Australian forwarder')
    // The words around the match are shown, the match marked.
    const marked = page.getByRole('list', { name: `Results for ${phrase}` }).locator('mark')
    await expect(marked.first()).toHaveText(/charge|rules|engine/i)

    await page.keyboard.press('ArrowDown')
    await expect(results.first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(study)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'One ERP for a 26-depot Australian forwarder',
    )

    // Back returns to the same results.
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=/)
    await expect(results.first()).toHaveAttribute('href', study)
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([])
    expect(logs.problems()).toEqual([])
  })

  test("a shared search address shows its results, a service's country pages folded under it", async ({
    page,
  }) => {
    const logs = watchConsole(page)
    const response = await page.goto('/search?q=blockchain')
    expect(await response?.headerValue('content-security-policy')).toContain(
      "script-src 'self' 'wasm-unsafe-eval' ",
    )
    await waitForHydration(page)
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('blockchain')
    const list = page.getByRole('list', { name: 'Results for blockchain' })
    const first = list.getByRole('listitem').first()
    await expect(first.getByRole('link').first()).toHaveAttribute(
      'href',
      '/services/blockchain-application-development',
    )
    // Its country pages are links under it, not results of their own.
    await expect(first.getByRole('link', { name: 'the UK', exact: true })).toHaveAttribute(
      'href',
      '/uk/blockchain-application-development',
    )
    await expect(
      list.locator(':scope > li > a[href="/uk/blockchain-application-development"]'),
    ).toHaveCount(0)
    expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([])
    expect(logs.problems()).toEqual([])
  })

  test('more results come on request, and the search says when nothing matches', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    await page.goto('/search?q=react')
    await waitForHydration(page)
    const list = page.getByRole('list', { name: 'Results for react' })
    const results = list.locator(':scope > li')
    await expect(results).toHaveCount(10)
    await page.getByRole('button', { name: 'Show more results' }).click()
    await expect.poll(() => results.count()).toBeGreaterThan(10)
    // Reading goes on at the first result added.
    await expect(results.nth(10).getByRole('link').first()).toBeFocused()

    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await box.fill('zqxjvw')
    await expect(page.getByRole('status').filter({ hasText: 'No page matches' })).toContainText(
      '“zqxjvw”',
    )
    await expect(list).toHaveCount(0)
    await box.fill('')
    await expect(page).toHaveURL('/search')
    expect(logs.problems()).toEqual([])
  })

  test('results with their marked words pass axe in both themes', async ({ page }) => {
    await page.goto('/search?q=erp')
    await waitForHydration(page)
    await expect(
      page.getByRole('list', { name: 'Results for erp' }).locator('mark').first(),
    ).toBeVisible()
    expect(await violationsInBothThemes(page)).toEqual(noViolations)
  })

  test('only the search page may compile WebAssembly', async ({ page }) => {
    for (const path of ['/', '/services/ui-ux-design', '/blogs']) {
      const response = await page.goto(path)
      const policy = (await response?.headerValue('content-security-policy')) ?? ''
      expect(policy).toContain("script-src 'self' 'sha256-")
      expect(policy).not.toContain('wasm')
    }
  })
})

test.describe('without JavaScript', () => {
  test('the search page lists every topic, and the header link leads there', async ({
    browser,
  }) => {
    const { page, open } = await newPage(browser, false)
    await open('/about')
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    // A box that cannot search is not shown.
    await expect(page.getByRole('searchbox')).toBeHidden()
    const topics = page.getByRole('region', { name: 'Browse by topic' })
    for (const group of [
      'Services',
      'Hire developers',
      'Case studies by industry',
      'Blog topics',
      'Company and resources',
    ]) {
      await expect(topics.getByRole('heading', { level: 3, name: group })).toBeVisible()
    }
    await topics
      .getByRole('region', { name: 'Case studies by industry' })
      .getByRole('link', { name: 'Logistics' })
      .click()
    await expect(page).toHaveURL('/case-studies/industry/logistics')
    await expect(
      page.getByRole('link', { name: 'One ERP for a 26-depot Australian forwarder' }),
    ).toBeVisible()
    await page.context().close()
  })
})
