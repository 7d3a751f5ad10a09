import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { settle, waitForHydration } from './support/hydration.ts'
import { pageTypes } from './support/pages.ts'
import { expectHeadFor } from './support/head.ts'
import { canonicalFor, h1Text, normaliseText, titleText } from './support/site.ts'

declare global {
  interface Window {
    __e2eServerNodes?: { h1: Element | null; main: Element | null; head: Element[] }
  }
}

for (const { name, path, canonicalPath, notFound, noindex } of pageTypes) {
  test(`${name} (${path}) hydrates the server HTML without console problems`, async ({
    page,
    request,
    baseURL,
  }) => {
    const served = await request.get(path)
    expect(served.status(), 'HTTP status').toBe(notFound ? 404 : 200)
    const html = await served.text()
    const serverH1 = h1Text(html)
    expect(serverH1, 'the exported HTML has an h1').toBeTruthy()

    // Remember the server-rendered nodes before any module script can run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.__e2eServerNodes = {
          h1: document.querySelector('#root h1'),
          main: document.querySelector('#root main'),
          head: [...document.head.querySelectorAll('[data-page-head]')],
        }
      })
    })
    const logs = watchConsole(page)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await settle(page)

    await expect(page.locator('h1')).toHaveCount(1)
    expect(normaliseText((await page.locator('h1').textContent()) ?? '')).toBe(serverH1)
    const kept = await page.evaluate(() => {
      const nodes = window.__e2eServerNodes
      return {
        recorded: Boolean(nodes?.h1 && nodes.main),
        h1: nodes?.h1?.isConnected === true && nodes.h1 === document.querySelector('#root h1'),
        main: nodes?.main?.isConnected === true,
        // The exported head is already the page's: the app keeps its tags, none added again.
        head:
          (nodes?.head.length ?? 0) > 0 &&
          nodes?.head.every((tag) => tag.isConnected) === true &&
          document.head.querySelectorAll('[data-page-head]').length === nodes?.head.length,
      }
    })
    expect(kept, 'hydration adopted the server DOM instead of re-rendering it').toEqual({
      recorded: true,
      h1: true,
      main: true,
      head: true,
    })

    // The head rendered by the client matches the exported one, with no duplicated tags.
    const head = await expectHeadFor(page, canonicalFor(canonicalPath))
    expect(head.titles).toEqual([titleText(html)])
    expect(
      head.robots[0]?.includes('noindex'),
      'noindex exactly on not-found pages and the search',
    ).toBe(Boolean(notFound || noindex))

    const documentUrl = new URL(path, baseURL).href
    expect(logs.problems(notFound ? { notFoundDocument: documentUrl } : {})).toEqual([])
  })
}
