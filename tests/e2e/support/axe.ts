import axe, { type AxeResults, type RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'
import { waitForWholePage } from './hydration.ts'

declare global {
  interface Window {
    axe?: typeof axe
  }
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's WCAG 2.2 AA results for the page's document, or for the part `include` selects, with any
 * rules `rules` turns on or off. axe-core is put in the page once per document and run there
 * directly: @axe-core/playwright's AxeBuilder injects it for every run and finishes each run in a
 * page of its own, several times the work. Frames are not judged, so a page with one fails
 * loudly: the site has none.
 */
export async function axeResults(
  page: Page,
  { include, rules }: { include?: string; rules?: RunOptions['rules'] } = {},
): Promise<AxeResults> {
  const frames = page.frames().length - 1
  if (frames > 0)
    throw new Error(`${page.url()} has ${frames} frames, which axeResults cannot judge`)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const options: RunOptions = { runOnly: { type: 'tag', values: wcag }, ...(rules && { rules }) }
  return page.evaluate(
    ([runOptions, selector]) =>
      (window.axe as typeof axe).run(
        selector === null ? document : { include: [[selector]] },
        runOptions,
      ),
    [options, include ?? null] as const,
  )
}

/**
 * The page's WCAG 2.2 AA violations, each with the elements it was found on, once the whole page
 * is drawn (axe judges contrast from what is painted).
 */
export async function violations(page: Page): Promise<string[]> {
  await waitForWholePage(page)
  const results = await axeResults(page, {
    // Experimental in axe, off by default: WCAG 2.5.3, a control's name contains its visible text.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  })
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}

type Themed = Record<'light' | 'dark', string[]>

/** What violationsInBothThemes finds on a page that passes. */
export const noViolations: Themed = { light: [], dark: [] }

/**
 * The page's violations in the light theme, then in the dark one, from one load: with no choice
 * stored the theme follows the system's scheme through the stylesheet alone (src/styles/theme.css),
 * so switching the emulated scheme redraws the same page in the other theme. Colours that
 * transition are given time to reach their new values before axe judges contrast.
 */
export async function violationsInBothThemes(page: Page): Promise<Themed> {
  const found: Themed = { light: [], dark: [] }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.waitForFunction(
      (scheme) =>
        matchMedia(`(prefers-color-scheme: ${scheme})`).matches &&
        !document.getAnimations().some((animation) => animation instanceof CSSTransition),
      colorScheme,
    )
    found[colorScheme] = await violations(page)
  }
  return found
}
