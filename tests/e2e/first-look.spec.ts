import { expect, test, type Page } from '@playwright/test'
import { waitForWholePage } from './support/hydration.ts'
import { pageTypes } from './support/pages.ts'

/**
 * What a prospect sees first: each page's primary call to action on a phone's first screen, and
 * card grids whose last row has neither a lone card nor an empty slot at any width. The typeface
 * of a first visit has its own file (brand-typeface.spec.ts).
 */

test.describe('the primary call to action on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })

  for (const { name, path } of pageTypes) {
    test(`${name}: the primary action is on the first screen at 375 × 667`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the phone is the subject')
      await page.goto(path)
      // The hero's first action; the search page's is its box, the not-found page's its link home.
      const primary = page
        .locator('[data-hero-actions] :is(a, button, input)')
        .or(page.getByRole('link', { name: 'Go Back to Homepage' }))
        .first()
      await expect(primary).toBeVisible()
      const box = await primary.boundingBox()
      expect(box, 'the primary action has a box').not.toBeNull()
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(667)
    })
  }
})

interface GridRow {
  items: number
  left: number
  right: number
}

/** Every card grid on the page (a list laid out as a grid whose items are boxes) by its rows. */
function cardGridRows(page: Page) {
  return page.evaluate(() => {
    const boxed = (element: Element) => {
      const style = getComputedStyle(element)
      return (
        parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none' ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)'
      )
    }
    return [...document.querySelectorAll('main :is(ul, ol, dl)')]
      .filter((list) => getComputedStyle(list).display === 'grid')
      .map((list) => {
        const items = [...list.children].filter(
          (child) => child.getBoundingClientRect().width > 0 && boxed(child),
        )
        const rows = new Map<number, GridRow>()
        for (const item of items) {
          const { top, left, right } = item.getBoundingClientRect()
          const key = Math.round(top)
          const row = rows.get(key) ?? { items: 0, left: Infinity, right: -Infinity }
          rows.set(key, {
            items: row.items + 1,
            left: Math.min(row.left, left),
            right: Math.max(row.right, right),
          })
        }
        const box = list.getBoundingClientRect()
        return {
          list: `${list.tagName.toLowerCase()}.${[...list.classList].slice(0, 3).join('.')} "${(list.textContent ?? '').trim().slice(0, 40)}"`,
          left: box.left,
          right: box.right,
          rows: [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row),
        }
      })
      .filter((grid) => grid.rows.length > 0)
  })
}

test.describe('card grids end in a full row', () => {
  for (const { name, path } of pageTypes) {
    test(`${name}: no lone card or empty slot in a grid's last row`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the test sets each width itself')
      await page.goto(path)
      await waitForWholePage(page)
      for (const width of [375, 768, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate(() => new Promise(requestAnimationFrame))
        for (const grid of await cardGridRows(page)) {
          const last = grid.rows.at(-1) as GridRow
          const columns = Math.max(...grid.rows.map((row) => row.items))
          const where = `${width} px, ${grid.list}`
          if (columns > 1) expect(last.items, `${where}: a lone card`).toBeGreaterThan(1)
          expect(last.right, `${where}: an empty slot`).toBeGreaterThanOrEqual(grid.right - 2)
          expect(last.left, `${where}: an empty slot`).toBeLessThanOrEqual(grid.left + 2)
        }
      }
    })
  }
})
