import type { AppliedNetwork } from './floor.ts'

/** How Lighthouse throttles: `simulate` estimates from an unthrottled load (Lantern), `devtools` applies the profile to the real load and observes. */
export type ThrottlingMethod = 'simulate' | 'devtools'

interface Details {
  type?: string
  items?: Record<string, unknown>[]
}

/** The parts of a Lighthouse JSON report (lhr) the benchmark reads. */
export interface LighthouseReport {
  lighthouseVersion?: string
  runtimeError?: { code: string; message?: string }
  configSettings?: {
    throttlingMethod?: string
    throttling?: Partial<
      AppliedNetwork & { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number }
    >
  }
  categories?: { performance?: { score?: number | null } }
  audits: Record<string, { numericValue?: number; details?: Details } | undefined>
}

export interface RunMetrics {
  /** The performance category's score, 0 to 100, as the report shows it. */
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** A short description of the largest contentful paint's element, when Lighthouse names one. */
  lcpElement: string | undefined
  /** Whether Lighthouse counted the favicon's request into the paint (simulate; docs/performance.md). */
  faviconCounted: boolean
}

function metric(report: LighthouseReport, audit: string): number {
  const value = report.audits[audit]?.numericValue
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`the report has no ${audit} value`)
  }
  return value
}

/** The metrics of one run; throws when the run failed or a metric is missing. */
export function runMetrics(report: LighthouseReport, method: ThrottlingMethod): RunMetrics {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}`)
  const used = report.configSettings?.throttlingMethod
  if (used !== method) throw new Error(`asked for ${method} throttling, the report used ${used}`)
  const score = report.categories?.performance?.score
  if (typeof score !== 'number') throw new Error('the report has no performance score')
  return {
    score: Math.round(score * 100),
    fcp: metric(report, 'first-contentful-paint'),
    lcp: metric(report, 'largest-contentful-paint'),
    tbt: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift'),
    lcpElement: lcpElement(report),
    faviconCounted: faviconCounted(report),
  }
}

/** The network part of the throttling the run used, as Lighthouse reports its settings. */
export function appliedNetwork(report: LighthouseReport): AppliedNetwork | undefined {
  const { requestLatencyMs, downloadThroughputKbps } = report.configSettings?.throttling ?? {}
  if (typeof requestLatencyMs !== 'number' || typeof downloadThroughputKbps !== 'number') {
    return undefined
  }
  return { requestLatencyMs, downloadThroughputKbps }
}

/**
 * Whether the favicon's answer arrived before the largest paint was observed. Lighthouse then
 * counts its request into the paint's simulated path: on the warm connection it ends one round
 * trip (150 ms) after the document (600 ms: DNS, connection, request), so the run's LCP is at
 * least 750 ms plus twice the server's response time, whatever the page.
 */
export function faviconCounted(report: LighthouseReport): boolean {
  const observedLcp = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint
  const favicon = report.audits['network-requests']?.details?.items?.find((item) =>
    String(item.url).endsWith('/favicon.svg'),
  )
  return (
    typeof observedLcp === 'number' &&
    typeof favicon?.networkEndTime === 'number' &&
    favicon.networkEndTime <= observedLcp
  )
}

/** At most `length` characters, cut after a whole word where there is one, then "…". */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

interface NodeDetails {
  type: 'node'
  selector?: string
  nodeLabel?: string
  snippet?: string
}

function findNode(value: unknown): NodeDetails | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const node = findNode(item)
      if (node) return node
    }
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  if ((value as { type?: unknown }).type === 'node') return value as NodeDetails
  return findNode(Object.values(value))
}

/**
 * The LCP element, e.g. `h1.text-4xl "Contact us"`: the last step of Lighthouse's selector with
 * its first class, and the start of its text. Lighthouse 13 names it in the LCP breakdown
 * insight; earlier versions in the `largest-contentful-paint-element` audit.
 */
export function lcpElement(report: LighthouseReport): string | undefined {
  const node =
    findNode(report.audits['lcp-breakdown-insight']?.details) ??
    findNode(report.audits['largest-contentful-paint-element']?.details)
  if (!node) return undefined
  const step = node.selector?.split('>').at(-1)?.trim() ?? ''
  const [tag = '', firstClass] = step.split('.')
  const name = firstClass ? `${tag}.${firstClass}` : tag || node.snippet?.slice(0, 20) || 'element'
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim()
  if (!label) return name
  return `${name} "${shorten(label, 32)}"`
}
