import type { RunMetrics, ThrottlingMethod } from './report.ts'
import { difference, median, mostCommon } from './stats.ts'

export interface Column {
  header: string
  align?: 'left' | 'right'
}

/** A Markdown table with padded columns: readable in a terminal, pasted as is into the docs. */
export function markdownTable(columns: readonly Column[], rows: readonly string[][]): string {
  const widths = columns.map((column, index) =>
    Math.max(3, column.header.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${columns
      .map((column, index) => {
        const cell = cells[index] ?? ''
        const width = widths[index] ?? 0
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width)
      })
      .join(' | ')} |`
  const rule = `| ${columns
    .map((column, index) => {
      const dashes = '-'.repeat(widths[index] ?? 3)
      return column.align === 'right' ? `${dashes.slice(1)}:` : dashes
    })
    .join(' | ')} |`
  return [line(columns.map((column) => column.header)), rule, ...rows.map(line)].join('\n')
}

const metrics = ['fcp', 'lcp', 'tbt', 'cls'] as const
type Metric = (typeof metrics)[number] | 'score'

/** Milliseconds and scores as whole numbers, CLS with three decimals; a dash when not measured. */
export function formatMetric(metric: Metric, value: number, signed = false): string {
  if (!Number.isFinite(value)) return '–'
  const text = metric === 'cls' ? value.toFixed(3) : String(Math.round(value))
  return signed && !text.startsWith('-') ? `+${text}` : text
}

export interface Summary {
  runs: number
  score: number
  /** The lowest and the highest score of the runs. */
  scores: [number, number]
  fcp: number
  lcp: number
  tbt: number
  cls: number
  lcpElement: string | undefined
  faviconCounted: number
}

export function summarize(runs: readonly RunMetrics[]): Summary {
  const scores = runs.map((run) => run.score)
  return {
    runs: runs.length,
    score: median(scores),
    scores: [Math.min(...scores), Math.max(...scores)],
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    lcpElement: mostCommon(runs.flatMap((run) => run.lcpElement ?? [])),
    faviconCounted: runs.filter((run) => run.faviconCounted).length,
  }
}

export interface PageRuns {
  pageType: string
  byMethod: Partial<Record<ThrottlingMethod, readonly RunMetrics[]>>
}

const short: Record<ThrottlingMethod, string> = { simulate: 'sim', devtools: 'dev' }

/** "100", or "99 (96–100)": the median score, and the runs' range when they differ. */
function scoreCell({ runs, score, scores: [lowest, highest] }: Summary): string {
  if (runs === 0) return '–'
  return lowest === highest
    ? formatMetric('score', score)
    : `${formatMetric('score', score)} (${lowest}–${highest})`
}

/**
 * One row per page type: the performance score and the metrics' medians of each method side by
 * side (a score's range when the runs differ: Lighthouse's guidance is the median of several
 * runs, as one run varies with the machine); with simulate, in how many
 * runs the favicon was counted into the paint; with devtools, how far the LCP is above the
 * network floor; then the LCP element (one, or each method's when they differ). A median of
 * fewer runs than asked says how many.
 */
export function methodsTable(
  pages: readonly PageRuns[],
  methods: readonly ThrottlingMethod[],
  runsAsked: number,
  floorMs: number | undefined,
): string {
  const columns: Column[] = [{ header: 'page type' }]
  for (const method of methods) {
    columns.push({ header: `score ${short[method]}`, align: 'right' })
    for (const metric of metrics) {
      columns.push({ header: `${metric.toUpperCase()} ${short[method]}`, align: 'right' })
    }
    if (method === 'simulate') columns.push({ header: 'favicon counted', align: 'right' })
    if (method === 'devtools' && floorMs !== undefined) {
      columns.push({ header: 'LCP dev above floor', align: 'right' })
    }
  }
  columns.push({ header: 'LCP element' })

  const rows = pages.map(({ pageType, byMethod }) => {
    const row = [pageType]
    const elements = new Map<ThrottlingMethod, string>()
    for (const method of methods) {
      const summary = summarize(byMethod[method] ?? [])
      const few = summary.runs < runsAsked ? ` (${summary.runs} runs)` : ''
      row.push(scoreCell(summary) + few)
      for (const metric of metrics) row.push(formatMetric(metric, summary[metric]) + few)
      if (method === 'simulate') row.push(`${summary.faviconCounted} of ${summary.runs}`)
      if (method === 'devtools' && floorMs !== undefined) {
        row.push(formatMetric('lcp', summary.lcp - floorMs, true))
      }
      if (summary.lcpElement) elements.set(method, summary.lcpElement)
    }
    const distinct = new Set(elements.values())
    row.push(
      distinct.size <= 1
        ? ([...distinct][0] ?? '–')
        : [...elements].map(([method, element]) => `${short[method]}: ${element}`).join('; '),
    )
    return row
  })
  return markdownTable(columns, rows)
}

export interface PagePairs {
  pageType: string
  /** Runs in pairs: baseline[i] and candidate[i] were measured one right after the other. */
  baseline: readonly RunMetrics[]
  candidate: readonly RunMetrics[]
}

/** "812 → 790, Δ -22 [-40, -5]": baseline and candidate medians, their difference, the pairs' range. */
export function comparisonCell(
  metric: Metric,
  baseline: readonly number[],
  candidate: readonly number[],
): string {
  const diff = difference(baseline, candidate)
  const value = (number: number, signed = false) => formatMetric(metric, number, signed)
  return `${value(median(baseline))} → ${value(median(candidate))}, Δ ${value(diff.ofMedians, true)} [${value(diff.min, true)}, ${value(diff.max, true)}]`
}

/** What the comparison shows, in its order of columns. */
const compared = ['lcp', 'fcp', 'tbt', 'cls', 'score'] as const

/**
 * One row per page type, a column per metric and the score: baseline → this build, Δ of medians
 * [pairs' min, max]. With simulate, also in how many of each build's runs the favicon was counted
 * into the paint (docs/performance.md, "Budgets"): a run that counts it lands on the favicon's
 * floor, so the medians' LCP difference can be that count's difference rather than the pages'.
 */
export function comparisonTable(pages: readonly PagePairs[], method: ThrottlingMethod): string {
  const columns: Column[] = [
    { header: 'page type' },
    { header: 'pairs', align: 'right' },
    ...compared.map((metric) => ({
      header: metric === 'score' ? 'score' : metric.toUpperCase(),
      align: 'right' as const,
    })),
  ]
  if (method === 'simulate') columns.push({ header: 'favicon counted', align: 'right' })
  const rows = pages.map(({ pageType, baseline, candidate }) => {
    const pairs = Math.min(baseline.length, candidate.length)
    const row = [
      pageType,
      String(pairs),
      ...compared.map((metric) =>
        comparisonCell(
          metric,
          baseline.map((run) => run[metric]),
          candidate.map((run) => run[metric]),
        ),
      ),
    ]
    if (method === 'simulate') {
      const counted = (runs: readonly RunMetrics[]) => summarize(runs).faviconCounted
      row.push(`${counted(baseline)} → ${counted(candidate)} of ${pairs}`)
    }
    return row
  })
  return markdownTable(columns, rows)
}

export interface SidePages {
  /** Whose pages: "ours", or the anchor's name. */
  site: string
  pages: readonly { page: string; runs: readonly RunMetrics[] }[]
}

/**
 * One method's medians, a row per page, our page types first and then the anchor's pages: the
 * score (its range when the runs differ), FCP, LCP, TBT and CLS, and the LCP element. A median
 * of fewer runs than asked says how many.
 */
export function anchorTable(sides: readonly SidePages[], runsAsked: number): string {
  const columns: Column[] = [
    { header: 'site' },
    { header: 'page' },
    { header: 'score', align: 'right' },
    ...metrics.map((metric) => ({ header: metric.toUpperCase(), align: 'right' as const })),
    { header: 'LCP element' },
  ]
  const rows = sides.flatMap(({ site, pages }) =>
    pages.map(({ page, runs }) => {
      const summary = summarize(runs)
      const few = summary.runs < runsAsked ? ` (${summary.runs} runs)` : ''
      return [
        site,
        page,
        scoreCell(summary) + few,
        ...metrics.map((metric) => formatMetric(metric, summary[metric]) + few),
        summary.lcpElement ?? '–',
      ]
    }),
  )
  return markdownTable(columns, rows)
}
