import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The page's WCAG 2.2 AA violations, each with the elements it was found on. */
export async function violations(page: Page): Promise<string[]> {
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
