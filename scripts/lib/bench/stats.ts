/** The middle value; the mean of the two middle ones for an even count; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return NaN
  if (sorted.length % 2 === 1) return sorted[middle] ?? NaN
  return ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

/** How one build's runs differ from a baseline's, run in pairs. */
export interface Difference {
  /** median(candidate) − median(baseline). */
  ofMedians: number
  /** The smallest and the largest of the pairwise differences (candidate − baseline). */
  min: number
  max: number
  pairs: number
}

/**
 * Pairs are runs made one right after the other (`baseline[i]` with `candidate[i]`), so their
 * difference has the machine's noise of that moment in both terms; their range says how far the
 * difference of medians can be trusted.
 */
export function difference(baseline: readonly number[], candidate: readonly number[]): Difference {
  if (baseline.length !== candidate.length) {
    throw new Error(`${baseline.length} baseline runs but ${candidate.length} paired runs`)
  }
  const pairwise = candidate.map((value, index) => value - (baseline[index] ?? NaN))
  return {
    ofMedians: median(candidate) - median(baseline),
    min: pairwise.length > 0 ? Math.min(...pairwise) : NaN,
    max: pairwise.length > 0 ? Math.max(...pairwise) : NaN,
    pairs: pairwise.length,
  }
}

/** The value seen most often (the first of those seen equally often); undefined for none. */
export function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best: T | undefined
  let bestCount = 0
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count]
  }
  return best
}
