import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/hydration.ts'

test('a failure while the site starts is logged to the console', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The screen's chunk cannot be loaded, as after a redeploy that removed it.
  await page.route('**/assets/content-page-*.js', (route) => route.abort())
  await page.goto('/about/company')

  await expect.poll(() => errors.filter((text) => text.startsWith('[site]'))).not.toEqual([])
  // The server HTML stays readable.
  await expect(page.locator('h1')).toHaveText(/\w{3}/)
  await expect(page.locator('main section').first()).toBeVisible()
})

test('the inline bootstrap hands the page to the app: build id, router state with its JSON-LD', async ({
  page,
}) => {
  await page.goto('/blogs/accessibility-from-the-first-sprint')
  await waitForHydration(page)
  const seen = await page.evaluate(() => {
    const bootstrap = document.querySelector<HTMLScriptElement>('script[data-build]')
    const state = window.__staticRouterHydrationData as
      { loaderData: Record<string, { head?: { jsonLd?: string } } | null> } | undefined
    const heads = Object.values(state?.loaderData ?? {}).flatMap((data) => data?.head ?? [])
    return {
      js: document.documentElement.classList.contains('js'),
      build: window.__VITE_REACT_SSG_HASH__,
      attribute: bootstrap?.dataset.build,
      jsonLd: heads[0]?.jsonLd,
      pageJsonLd: document.querySelector('script[type="application/ld+json"]')?.textContent,
      cached: Object.keys(window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ ?? {}),
    }
  })
  expect(seen.js).toBe(true)
  expect(seen.build).toMatch(/^[a-z0-9]+$/)
  expect(seen.build).toBe(seen.attribute)
  // The router state is the page's data file, JSON-LD included, the same as in the page's head.
  expect(seen.jsonLd).toContain('"BlogPosting"')
  expect(seen.jsonLd).toBe(seen.pageJsonLd)
  expect(seen.cached).toEqual(['/blogs/accessibility-from-the-first-sprint'])
})

test('a page whose data does not load stays the server HTML, with the no-JavaScript menus', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The build is still live (its manifest is there): a server error, not a deploy.
  await page.route('**/static-loader-data/**', (route) => route.fulfill({ status: 500 }))
  await page.goto('/about/company')

  await expect.poll(() => errors.filter((text) => text.startsWith('[site]'))).not.toEqual([])
  await expect(page.locator('html'), 'the no-JavaScript styles apply').not.toHaveClass(/\bjs\b/)
  await expect(page.locator('h1')).toHaveText(/\w{3}/)
  await expect(page.locator('main section').first()).toBeVisible()
})
