/** AstroWind's pages comparable to our page types (shared/anchors/README.md). */
export const defaultAnchorPages = [
  '/',
  '/services',
  '/landing/product',
  '/get-started-website-with-astro-tailwind-css',
  '/about',
  '/contact',
]

/** Our slowest page type may take at most this share of the anchor's fastest page's LCP. */
export const anchorTarget = 0.75

export type Side = 'ours' | 'anchor'

export interface Visit {
  side: Side
  /** A page type of ours, or a path of the anchor's. */
  page: string
}

/**
 * One round's order: both lists spread evenly over it, ours first where they tie, so that
 * whatever the machine is doing at any moment slows the two sides alike.
 */
export function interleave(ours: readonly string[], anchor: readonly string[]): Visit[] {
  const placed = [
    ...ours.map((page, index) => ({
      side: 'ours' as const,
      page,
      at: (index + 0.5) / ours.length,
    })),
    ...anchor.map((page, index) => ({
      side: 'anchor' as const,
      page,
      at: (index + 0.5) / anchor.length,
    })),
  ]
  // toSorted is stable: at equal positions ours, listed first, stays first.
  return placed.toSorted((a, b) => a.at - b.at).map(({ side, page }) => ({ side, page }))
}

export interface PageLcp {
  page: string
  /** The median LCP, ms; NaN when the page has no runs. */
  lcp: number
}

export interface LcpRatio {
  worstOurs: PageLcp
  bestAnchor: PageLcp
  /** worstOurs.lcp / bestAnchor.lcp, to two decimals: the value printed is the one judged. */
  ratio: number
  withinTarget: boolean
}

/**
 * Our slowest page type's median LCP over the anchor's fastest page's: at or below the target,
 * every page of ours paints well ahead of every page of the anchor. Pages without runs are left
 * out; undefined when either side has none.
 */
export function lcpRatio(
  ours: readonly PageLcp[],
  anchor: readonly PageLcp[],
): LcpRatio | undefined {
  const measured = (pages: readonly PageLcp[]) => pages.filter(({ lcp }) => Number.isFinite(lcp))
  const worstOurs = measured(ours).reduce<PageLcp | undefined>(
    (worst, page) => (worst === undefined || page.lcp > worst.lcp ? page : worst),
    undefined,
  )
  const bestAnchor = measured(anchor).reduce<PageLcp | undefined>(
    (best, page) => (best === undefined || page.lcp < best.lcp ? page : best),
    undefined,
  )
  if (!worstOurs || !bestAnchor || !(bestAnchor.lcp > 0)) return undefined
  const ratio = Math.round((worstOurs.lcp / bestAnchor.lcp) * 100) / 100
  return { worstOurs, bestAnchor, ratio, withinTarget: ratio <= anchorTarget }
}

/** The verdict line: `worst ours LCP X ms (page) / best anchor LCP Y ms (page) = ratio R …`. */
export function ratioLine(method: string, result: LcpRatio | undefined): string {
  if (!result) return `${method}: no ratio: ours or the anchor has no page with an LCP measured`
  const { worstOurs, bestAnchor, ratio, withinTarget } = result
  const line = `${method}: worst ours LCP ${Math.round(worstOurs.lcp)} ms (${worstOurs.page}) / best anchor LCP ${Math.round(bestAnchor.lcp)} ms (${bestAnchor.page}) = ratio ${ratio.toFixed(2)} (target ≤ ${anchorTarget})`
  return withinTarget ? line : `${line}: ABOVE THE TARGET`
}
