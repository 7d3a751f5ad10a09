import { describe, expect, it } from 'vitest'
import {
  appliedNetwork,
  faviconCounted,
  lcpElement,
  runMetrics,
  type LighthouseReport,
} from '../../../../scripts/lib/bench/report.ts'

/** The shape of a Lighthouse 13 report, reduced to what the benchmark reads. */
function report(overrides: Partial<LighthouseReport> = {}): LighthouseReport {
  return {
    lighthouseVersion: '13.5.0',
    configSettings: {
      throttlingMethod: 'devtools',
      throttling: {
        rttMs: 150,
        throughputKbps: 1638.4,
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        cpuSlowdownMultiplier: 4,
      },
    },
    categories: { performance: { score: 0.99 } },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 927.6 },
      'total-blocking-time': { numericValue: 0 },
      'cumulative-layout-shift': { numericValue: 0.0189 },
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'timeToFirstByte', duration: 4.7 }] },
            {
              type: 'node',
              selector: 'main#main > section.border-b > div.mx-auto > p.mt-4',
              nodeLabel: 'After the call you receive a written summary with the scope',
              snippet: '<p class="mt-4 max-w-prose text-lg text-ink-muted">',
            },
          ],
        },
      },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 700 }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4000/contactus', networkEndTime: 20 },
            { url: 'http://127.0.0.1:4000/favicon.svg', networkEndTime: 690 },
          ],
        },
      },
    },
    ...overrides,
  }
}

describe('runMetrics', () => {
  it('reads the score, FCP, LCP, TBT, CLS, the LCP element and the favicon', () => {
    expect(runMetrics(report(), 'devtools')).toEqual({
      score: 99,
      fcp: 812.4,
      lcp: 927.6,
      tbt: 0,
      cls: 0.0189,
      lcpElement: 'p.mt-4 "After the call you receive a…"',
      faviconCounted: true,
    })
  })

  it('fails a run that Lighthouse could not measure', () => {
    expect(() => runMetrics(report({ runtimeError: { code: 'NO_NAVSTART' } }), 'devtools')).toThrow(
      'Lighthouse: NO_NAVSTART',
    )
  })

  it('fails a run without a performance score (a category Lighthouse could not score)', () => {
    expect(() =>
      runMetrics(report({ categories: { performance: { score: null } } }), 'devtools'),
    ).toThrow('the report has no performance score')
  })

  it('fails a run made with the other throttling method', () => {
    expect(() => runMetrics(report(), 'simulate')).toThrow(
      'asked for simulate throttling, the report used devtools',
    )
  })

  it('fails a run without a metric', () => {
    const incomplete = report()
    delete incomplete.audits['total-blocking-time']
    expect(() => runMetrics(incomplete, 'devtools')).toThrow(
      'the report has no total-blocking-time value',
    )
  })
})

describe('lcpElement', () => {
  it("reads the element of Lighthouse 12's largest-contentful-paint-element audit too", () => {
    const older = report()
    delete older.audits['lcp-breakdown-insight']
    older.audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              { node: { type: 'node', selector: 'div.mx-auto > h1', nodeLabel: 'Contact us' } },
            ],
          },
        ],
      },
    }
    expect(lcpElement(older)).toBe('h1 "Contact us"')
  })

  it('is undefined when Lighthouse names no element', () => {
    const none = report()
    delete none.audits['lcp-breakdown-insight']
    expect(lcpElement(none)).toBeUndefined()
  })
})

describe('faviconCounted', () => {
  it('is false when the favicon arrived after the largest paint was observed', () => {
    const later = report()
    later.audits.metrics = { details: { items: [{ observedLargestContentfulPaint: 650 }] } }
    expect(faviconCounted(later)).toBe(false)
  })
})

describe('appliedNetwork', () => {
  it("reads the request latency and throughput from the report's settings", () => {
    expect(appliedNetwork(report())).toEqual({
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
    })
    expect(appliedNetwork(report({ configSettings: {} }))).toBeUndefined()
  })
})
