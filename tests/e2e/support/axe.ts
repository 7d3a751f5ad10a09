import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { waitForWholePage } from './hydration.ts'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The page's WCAG 2.2 AA violations, each with the elements it was found on, once the whole page
 * is drawn (axe judges contrast from what is painted).
 */
export async function violations(page: Page): Promise<string[]> {
  await waitForWholePage(page)
  const results = await new AxeBuilder({ page })
    // Experimental in axe, off by default: WCAG 2.5.3, a control's name contains its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(wcag)
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
