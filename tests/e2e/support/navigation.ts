import { expect, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './hydration.ts'

declare global {
  interface Window {
    __e2eMarker?: number
  }
}

/**
 * Loads `path`, waits for hydration and marks the window: the mark survives client-side
 * navigation and is lost on any full document load. Returns the list of documents requested
 * from then on (it must stay empty while navigation is client-side).
 */
export async function openForClientNavigation(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  await waitForHydration(page)
  await page.evaluate(() => {
    window.__e2eMarker = 1
  })
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  return documents
}

/** Asserts the window marked by `openForClientNavigation` is still the same document. */
export async function expectSameDocument(page: Page, documents: string[]): Promise<void> {
  expect(await page.evaluate(() => window.__e2eMarker), 'no full page load').toBe(1)
  expect(documents, 'no document request').toEqual([])
}

/**
 * Navigates the app's router to `path` the way the browser's back/forward buttons do
 * (there is no link to a page that does not exist): push the entry, then tell the router.
 */
export async function routerGo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

/**
 * A link of the main menu: in the header's navigation above 1024 px, in the mobile menu
 * (opened first) at 1024 px and below.
 */
export async function mainMenuLink(page: Page, name: string): Promise<Locator> {
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
  if (await menuButton.isVisible()) {
    await menuButton.click()
    return page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name, exact: true })
  }
  return page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name, exact: true })
}
