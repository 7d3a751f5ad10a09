import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/hydration.ts'
import { pageTypes } from './support/pages.ts'
import { pendingRequests, slow4g, throttle } from './support/throttling.ts'

interface Shift {
  /** When, in ms since the navigation started. */
  at: number
  value: number
  /** What moved: the element, and its box before and after (x, y, width, height). */
  sources: string[]
}

declare global {
  interface Window {
    __e2eShifts?: Shift[]
  }
}

/**
 * On a slow connection the browser paints a document while it is still arriving and being
 * parsed; then the scripts, the whole stylesheet and the page's data arrive and React hydrates.
 * None of it may move what is already on screen. Lighthouse's simulated runs never see the first
 * of these states (they load the page at full speed), so each page type is loaded here under the
 * throttling Lighthouse applies in its devtools mode. (What moved before: the contact form's
 * no-JavaScript note, painted before the bootstrap at the end of the body set the `js` class; the
 * desktop menu, painted with only its first items.)
 */
for (const { name, path } of pageTypes) {
  test(`${name} (${path}): nothing moves while it loads on a slow connection`, async ({ page }) => {
    // Throttled on purpose: a few seconds per page, more on a busy machine.
    test.setTimeout(120_000)
    await page.addInitScript(() => {
      const shifts: Shift[] = []
      window.__e2eShifts = shifts
      const box = (rect: DOMRectReadOnly) =>
        [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
      const label = (node: Node | null): string => {
        if (!node) return '(a node since removed)'
        if (!(node instanceof Element)) return `${node.nodeName} in ${label(node.parentNode)}`
        const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`)
        const text = (node.textContent ?? '').trim().slice(0, 40)
        return `${node.localName}${node.id ? `#${node.id}` : ''}${classes.join('')} "${text}"`
      }
      type LayoutShift = PerformanceEntry & {
        value: number
        sources: {
          node: Node | null
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      }
      new PerformanceObserver((list) => {
        // Every shift counts, also those marked `hadRecentInput`: the viewport emulation marks
        // the first ones so (Lighthouse ignores the flag for them as well), and nothing here is
        // input.
        for (const entry of list.getEntries() as LayoutShift[]) {
          shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            sources: entry.sources.map(
              (source) =>
                `${label(source.node)} [${box(source.previousRect)}] → [${box(source.currentRect)}]`,
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const pending = pendingRequests(page)
    await throttle(page)

    await page.goto(path, { waitUntil: 'load', timeout: 60_000 })
    await waitForHydration(page, 60_000)
    // The late resources: what the bootstrap and the app requested after the first paint.
    await expect.poll(() => pending.size, { timeout: 60_000 }).toBe(0)
    // The fonts, and two frames, so the last shift (if any) has been laid out and reported.
    const timing = await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined
      return { documentArrived: navigation?.responseEnd ?? 0 }
    })
    // Anything the fonts or those frames requested (an icon file a late style asked for) has
    // arrived and been laid out too before the shifts are read.
    await expect.poll(() => pending.urls(), { timeout: 60_000 }).toEqual([])
    // The throttling applied: the document's body came no sooner than the request latency.
    expect(timing.documentArrived).toBeGreaterThanOrEqual(slow4g.requestLatencyMs)

    const shifts = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return window.__e2eShifts ?? []
    })
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBe(0)
  })
}
