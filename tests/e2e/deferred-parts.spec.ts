import { expect, test, type Page } from '@playwright/test'
import { deferredParts, drawnClass, wholePageClass } from '../../src/lib/graphics-class.ts'
import { waitForWholePage } from './support/hydration.ts'

declare global {
  interface Window {
    __e2eShiftValues?: number[]
    /** Per MutationObserver callback: parts marked drawn in it, parts left, whole-page set. */
    __e2eDrawnBatches?: { parts: number; left: number; whole: boolean }[]
  }
}

/**
 * Below the first screen, a page's later parts are drawn only near it until src/start.ts sets
 * <html class="whole-page"> (src/styles/app.css, src/bootstrap.ts). Each test holds src/start.ts
 * back, so the page stays as its first paint left it until the test lets it load (a page waits
 * for the DOM only: the held script also holds the load event).
 */
async function holdStart(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

interface Part {
  top: number
  drawn: boolean
  contentVisibility: string
  /** Wider than the page: a part not yet drawn must not make the page scroll sideways. */
  wide: boolean
}

function parts(page: Page): Promise<Part[]> {
  return page.evaluate(
    ({ selector, drawn }) =>
      [...document.querySelectorAll(selector)].map((part) => ({
        top: part.getBoundingClientRect().top,
        drawn: part.classList.contains(drawn),
        contentVisibility: getComputedStyle(part).contentVisibility,
        wide: part.scrollWidth > document.documentElement.clientWidth,
      })),
    { selector: deferredParts, drawn: drawnClass },
  )
}

for (const path of [
  '/about/company',
  '/services/erp-solutions',
  '/contactus',
  '/blogs/accessibility-from-the-first-sprint',
]) {
  test(`${path}: the first screen is drawn whole in the first frame, the rest when the page has loaded`, async ({
    page,
  }) => {
    const release = await holdStart(page)
    await page.addInitScript(() => {
      window.__e2eShiftValues = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__e2eShiftValues?.push((entry as PerformanceEntry & { value: number }).value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    )
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      wholePageClass,
    )

    const height = page.viewportSize()?.height ?? 0
    const before = await parts(page)
    for (const part of before.filter(({ top }) => top < height)) {
      expect(part).toMatchObject({ drawn: true, contentVisibility: 'visible', wide: false })
    }
    const later = before.filter(({ top }) => top >= height)
    expect(later.length, 'parts below the first screen').toBeGreaterThan(0)
    for (const part of later)
      expect(part).toMatchObject({ drawn: false, contentVisibility: 'auto', wide: false })
    expect(await page.evaluate(() => window.__e2eShiftValues)).toEqual([])

    // The rest is drawn a part a task (src/lib/graphics-class.ts), then the whole page is.
    await page.evaluate(
      ({ selector, drawn, whole }) => {
        const batches: NonNullable<Window['__e2eDrawnBatches']> = []
        window.__e2eDrawnBatches = batches
        new MutationObserver((records) => {
          const marked = records.filter(
            ({ target, oldValue }) =>
              target instanceof Element &&
              target.matches(selector) &&
              target.classList.contains(drawn) &&
              !(oldValue ?? '').split(' ').includes(drawn),
          )
          batches.push({
            parts: marked.length,
            left: document.querySelectorAll(`:is(${selector}):not(.${drawn})`).length,
            whole: document.documentElement.classList.contains(whole),
          })
        }).observe(document.documentElement, {
          subtree: true,
          attributeFilter: ['class'],
          attributeOldValue: true,
        })
      },
      { selector: deferredParts, drawn: drawnClass, whole: wholePageClass },
    )
    release()
    // One part a frame: on a busy machine a long page takes longer than expect's 5 s.
    await waitForWholePage(page)
    for (const part of await parts(page)) expect(part.contentVisibility).toBe('visible')
    const batches = (await page.evaluate(() => window.__e2eDrawnBatches)) ?? []
    expect(batches.filter(({ parts }) => parts > 0)).toHaveLength(later.length)
    for (const batch of batches) expect(batch.parts).toBeLessThanOrEqual(1)
    expect(batches.find(({ whole }) => whole)).toMatchObject({ parts: 0, left: 0 })
  })
}

test('a reload and a link to an anchor defer nothing: the browser restores a position', async ({
  page,
}) => {
  await holdStart(page)
  await page.goto('/about/company#main', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${wholePageClass}\\b`))
  await page.goto('/about/company', { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  )
  await expect(page.locator('html')).not.toHaveClass(new RegExp(`\\b${wholePageClass}\\b`))
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${wholePageClass}\\b`))
  for (const part of await parts(page)) expect(part.contentVisibility).toBe('visible')
})
