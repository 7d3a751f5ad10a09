import type { Browser } from '@playwright/test'
import { waitForHydration } from './hydration.ts'

/** A page in a context of its own, with or without JavaScript, and how to open an address in it. */
export async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage()
  const open = async (path: string) => {
    await page.goto(path)
    if (javaScriptEnabled) await waitForHydration(page)
  }
  return { page, open }
}
