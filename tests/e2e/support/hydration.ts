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

/** Lets effects, lazy chunks and late warnings settle after hydration. */
export async function settle(page: Page, ms = 500): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(ms)
}
