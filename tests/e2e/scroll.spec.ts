import { expect, test, type Locator, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { expectSameDocument, openForClientNavigation } from './support/navigation.ts'
import { serverH1 } from './support/site.ts'

declare global {
  interface Window {
    __e2eLeftAt?: number
  }
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Scrolls the window to `y` and waits until it is there (no smooth scrolling in the way). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => scrollY(page)).toBe(y)
}

const pageLinks = 'main a[href^="/"]:not([href*="#"])'

/**
 * The first link of `main` to another page that is entirely in view below the fixed header
 * (a click on a covered link would scroll the page first). The bar is fixed by the app after
 * the scroll event: until then it is in the flow far above, and a link above the view passed.
 */
async function visibleMainLink(page: Page): Promise<Locator> {
  await expect(page.locator('[data-header-bar]')).toHaveAttribute('data-fixed', 'true')
  const index = await page.evaluate((selector) => {
    const headerBottom = Math.max(
      0,
      document.querySelector('[data-header-bar]')?.getBoundingClientRect().bottom ?? 0,
    )
    return [...document.querySelectorAll(selector)].findIndex((link) => {
      const box = link.getBoundingClientRect()
      return box.width > 0 && box.top >= headerBottom && box.bottom <= window.innerHeight
    })
  }, pageLinks)
  expect(index, 'a link of the page is in view').toBeGreaterThanOrEqual(0)
  return page.locator(pageLinks).nth(index)
}

async function expectRestoredAfterBack(page: Page, path: string, saved: number): Promise<void> {
  await page.goBack()
  await expect(page).toHaveURL(path)
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(saved - 5)
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(saved + 5)
}

test.describe('scroll restoration', () => {
  test('a new page starts at the top; back restores the position left', async ({ page }) => {
    const logs = watchConsole(page)
    const documents = await openForClientNavigation(page, '/')
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    expect(room, 'the home page is long enough to scroll 1200px').toBeGreaterThan(1300)

    await scrollTo(page, 1200)
    const link = await visibleMainLink(page)
    const target = await link.getAttribute('href')
    // The position the page is left at: the click may first scroll the link a little further
    // into view (the header's height is still easing to its fixed size).
    await page.evaluate(() => {
      document.addEventListener('click', () => (window.__e2eLeftAt = window.scrollY), {
        capture: true,
        once: true,
      })
    })
    await link.click()
    await expect(page).not.toHaveURL('/')
    expect(new URL(page.url()).pathname).toBe(target)
    const left = await page.evaluate(() => window.__e2eLeftAt ?? 0)
    expect(left, 'the link was clicked where it was found').toBeGreaterThan(1100)
    await expect.poll(() => scrollY(page), { message: 'the new page starts at the top' }).toBe(0)

    await expectRestoredAfterBack(page, '/', left)
    await expectSameDocument(page, documents)
    expect(logs.problems()).toEqual([])
  })

  test('a footer link opens the next page at the top; back returns to the footer', async ({
    page,
    request,
  }) => {
    const logs = watchConsole(page)
    const documents = await openForClientNavigation(page, '/')
    const link = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'ERP Solutions' })
    await link.scrollIntoViewIfNeeded()
    const saved = await scrollY(page)
    expect(saved, 'the footer is far down the page').toBeGreaterThan(1000)

    await link.click()
    await expect(page).toHaveURL('/services/erp-solutions')
    await expect(page.locator('h1')).toHaveText(await serverH1(request, '/services/erp-solutions'))
    await expect.poll(() => scrollY(page), { message: 'the new page starts at the top' }).toBe(0)

    await expectRestoredAfterBack(page, '/', saved)

    // Forward again: the service page comes back at the position it was left, the top.
    await page.goForward()
    await expect(page).toHaveURL('/services/erp-solutions')
    await expect.poll(() => scrollY(page)).toBe(0)
    await expectSameDocument(page, documents)
    expect(logs.problems()).toEqual([])
  })
})
