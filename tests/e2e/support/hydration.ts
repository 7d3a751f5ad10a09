import type { Page } from '@playwright/test'
import { wholePageClass } from '../../../src/lib/graphics-class.ts'

/**
 * Resolves once React has committed the hydration of `#root`. hydrateRoot marks the element
 * (`__reactContainer$…`, the root's first fiber) as soon as it is called, and hydrates after that,
 * in slices; the root's current tree says `isDehydrated` until the hydration is committed. Only
 * then has the router's provider subscribed to the router (a layout effect): a navigation that
 * finishes before that is never drawn, so a test that navigates earlier sees the old page.
 */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root')
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'))
      if (!root || !key) return false
      const fiber = (root as unknown as Record<string, unknown>)[key] as
        { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } } | undefined
      return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false
    },
    undefined,
    { timeout },
  )
}

/**
 * Lets effects, lazy chunks and late warnings settle after hydration: waits until the network
 * has been quiet (Playwright's `networkidle`), then until the browser has painted a frame and
 * found the main thread idle, so whatever those answers started has run.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
      ),
  )
}

/**
 * Resolves once every part of the page is drawn: below the first screen a site page draws its
 * parts one a frame after it starts, and sets <html class="whole-page"> after the last
 * (src/lib/graphics-class.ts). A part not drawn yet has no layout of its own, so what measures
 * sizes or judges painted colours (axe's contrast check) waits for this. A page without the
 * `js` class (no JavaScript, a failed start, or not a site page) defers nothing.
 */
export async function waitForWholePage(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (whole) => {
      const { classList } = document.documentElement
      return !classList.contains('js') || classList.contains(whole)
    },
    wholePageClass,
    { timeout },
  )
}
