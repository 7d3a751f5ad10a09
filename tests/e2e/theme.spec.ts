import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import { expectSameDocument, openForClientNavigation } from './support/navigation.ts'
import { isDesktop } from './support/shell.ts'

declare global {
  interface Window {
    /** The theme and the page's background at the first frame and at DOMContentLoaded. */
    __e2eThemeAt?: Record<string, { theme?: string; background: string; time: number }>
    /** When <html data-theme> was first set, if it was set after the page's scripts began. */
    __e2eThemeSetAt?: number
  }
}

/** The page's background colour in each theme (--surface, src/styles/theme.css). */
const background = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 20, 36)' }

const toggle = (page: Page, to: 'dark' | 'light') =>
  page.getByRole('banner').getByRole('button', { name: `Switch to ${to} theme`, exact: true })
const anyToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ })

async function expectTheme(page: Page, theme: 'light' | 'dark', chosen: boolean): Promise<void> {
  const html = page.locator('html')
  if (chosen) await expect(html).toHaveAttribute('data-theme', theme)
  else await expect(html).not.toHaveAttribute('data-theme')
  await expect(page.locator('body')).toHaveCSS('background-color', background[theme])
  await expect(html).toHaveCSS('color-scheme', theme === 'dark' ? 'dark' : 'normal')
}

/** Stores `theme` as the visitor's choice before any of the page's own scripts run. */
async function storeChoice(page: Page, theme: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
}

/** Records the theme shown at the first frame and at DOMContentLoaded, before the page's scripts. */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (moment: string) => {
      window.__e2eThemeAt ??= {}
      window.__e2eThemeAt[moment] = {
        theme: document.documentElement.dataset.theme,
        // Computing the style now gives the colours this frame paints.
        background: document.body ? getComputedStyle(document.body).backgroundColor : '',
        time: performance.now(),
      }
    }
    requestAnimationFrame(() => record('first frame'))
    document.addEventListener('DOMContentLoaded', () => record('DOMContentLoaded'))
    // <html> may not be parsed yet: the whole document is observed.
    new MutationObserver(() => {
      window.__e2eThemeSetAt ??= performance.now()
    }).observe(document, { subtree: true, attributeFilter: ['data-theme'] })
  })
}

test.describe('a stored choice is shown from the first paint', () => {
  for (const [system, chosen] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test.describe(`${chosen} under a ${system} system scheme`, () => {
      test.use({ colorScheme: system })

      for (const path of ['/', '/contactus']) {
        test(`${path}`, async ({ page }) => {
          const logs = watchConsole(page)
          await storeChoice(page, chosen)
          await recordFirstPaint(page)
          await page.goto(path)
          const firstPaint = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((entries) => {
                  const entry = entries.getEntriesByName('first-contentful-paint')[0]
                  if (entry) resolve(entry.startTime)
                }).observe({ type: 'paint', buffered: true })
              }),
          )
          const at = await page.evaluate(() => window.__e2eThemeAt)
          const setAt = await page.evaluate(() => window.__e2eThemeSetAt)
          for (const moment of ['first frame', 'DOMContentLoaded']) {
            expect(at?.[moment], moment).toMatchObject({
              theme: chosen,
              background: background[chosen],
            })
          }
          expect(at?.['first frame']?.time).toBeLessThanOrEqual(firstPaint)
          expect(setAt, 'the bootstrap set the theme').toBeDefined()
          expect(setAt, 'before the first contentful paint').toBeLessThan(firstPaint)

          await waitForHydration(page)
          await expectTheme(page, chosen, true)
          await expect(toggle(page, chosen === 'dark' ? 'light' : 'dark')).toBeVisible()
          expect(logs.problems()).toEqual([])
        })
      }
    })
  }

  test('a stored value that is not a theme leaves the system scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await storeChoice(page, 'sepia')
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('body')).toHaveCSS('background-color', background.dark)
    await toggle(page, 'light').click()
    await expectTheme(page, 'light', true)
  })
})

test.describe('the header toggle', () => {
  test('switches the theme, says what it does next, and the choice persists', async ({ page }) => {
    const logs = watchConsole(page)
    await page.emulateMedia({ colorScheme: 'light' })
    const documents = await openForClientNavigation(page, '/about/company')
    await expectTheme(page, 'light', false)
    await expect(anyToggle(page)).toHaveCount(1)

    await toggle(page, 'dark').click()
    await expectTheme(page, 'dark', true)
    await expect(toggle(page, 'light')).toBeVisible()
    await expect(toggle(page, 'dark')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    // A client-side navigation keeps it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page).toHaveURL('/careers')
    await expect(page.locator('h1')).toContainText('Careers')
    await expectSameDocument(page, documents)
    await expectTheme(page, 'dark', true)
    await expect(toggle(page, 'light')).toBeVisible()

    // So does a reload.
    await page.reload()
    await waitForHydration(page)
    await expectTheme(page, 'dark', true)
    await expect(toggle(page, 'light')).toBeVisible()

    await toggle(page, 'light').click()
    await expectTheme(page, 'light', true)
    await expect(toggle(page, 'dark')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    expect(logs.problems()).toEqual([])
  })

  test('with no choice stored, switches to the other theme than the system one', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await waitForHydration(page)
    await expectTheme(page, 'dark', false)
    await toggle(page, 'light').click()
    await expectTheme(page, 'light', true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })

  test('follows the system while no choice is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await waitForHydration(page)
    await expect(toggle(page, 'dark')).toBeVisible()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectTheme(page, 'dark', false)
    await expect(toggle(page, 'light')).toBeVisible()
  })

  test('works for the page when storage is blocked', async ({ page }) => {
    const logs = watchConsole(page)
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { get: blocked })
    })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await waitForHydration(page)
    await expectTheme(page, 'dark', false)
    await toggle(page, 'light').click()
    await expectTheme(page, 'light', true)
    expect(logs.problems()).toEqual([])
  })

  test('is a target of 44 × 44 px or more that fits the header bar', async ({ page }, testInfo) => {
    await page.goto('/')
    await waitForHydration(page)
    const button = anyToggle(page)
    const box = await button.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'no horizontal scrolling').toBe(0)

    const bar = await page.locator('[data-header-bar]').boundingBox()
    expect(box && bar && box.y >= bar.y && box.y + box.height <= bar.y + bar.height).toBe(true)
    const neighbour = isDesktop(testInfo.project.name)
      ? page.locator('nav[aria-label="Main"] > ul > li').last()
      : page.getByRole('button', { name: 'Menu', exact: true })
    const next = await neighbour.boundingBox()
    // Beside its neighbour (the main menu's last item, or the menu button), not over it.
    if (isDesktop(testInfo.project.name))
      expect(box && next && next.x + next.width <= box.x).toBe(true)
    else expect(box && next && box.x + box.width <= next.x).toBe(true)
    expect(
      box && next && Math.abs(box.y + box.height / 2 - (next.y + next.height / 2)),
    ).toBeLessThan(2)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const scheme of ['light', 'dark'] as const) {
    test(`the ${scheme} system scheme decides, and there is no toggle`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/about/company')
      await expect(page.locator('html'), 'no script ran').not.toHaveClass(/\bjs\b/)
      await expectTheme(page, scheme, false)
      await expect(page.getByRole('banner').getByRole('button', { name: /theme/ })).toHaveCount(0)
      await expect(page.getByRole('banner').locator('button:has-text("theme")')).toBeHidden()
    })
  }
})
