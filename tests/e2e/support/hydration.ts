import type { Page } from '@playwright/test'

/** Resolves once React has hydrated `#root` (hydrateRoot marks it with `__reactContainer$…`). */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root')
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
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
