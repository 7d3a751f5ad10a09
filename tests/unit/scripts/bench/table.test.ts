import { describe, expect, it } from 'vitest'
import type { RunMetrics } from '../../../../scripts/lib/bench/report.ts'
import {
  anchorTable,
  comparisonCell,
  comparisonTable,
  markdownTable,
  methodsTable,
} from '../../../../scripts/lib/bench/table.ts'

const run = (lcp: number, overrides: Partial<RunMetrics> = {}): RunMetrics => ({
  score: 100,
  fcp: lcp - 100,
  lcp,
  tbt: 10,
  cls: 0,
  lcpElement: 'h1 "Contact us"',
  faviconCounted: false,
  ...overrides,
})

describe('markdownTable', () => {
  it('pads every column to its widest cell, numbers to the right', () => {
    expect(
      markdownTable(
        [{ header: 'page' }, { header: 'LCP', align: 'right' }],
        [
          ['home', '980'],
          ['contact page', '87'],
        ],
      ),
    ).toBe(
      [
        '| page         | LCP |',
        '| ------------ | --: |',
        '| home         | 980 |',
        '| contact page |  87 |',
      ].join('\n'),
    )
  })
})

describe('methodsTable', () => {
  const pages = [
    {
      pageType: 'contact',
      byMethod: {
        simulate: [
          run(752, { faviconCounted: true, score: 97 }),
          run(700),
          run(740, { score: 99 }),
        ],
        devtools: [
          run(839, { cls: 0.019, lcpElement: 'p.mt-4 "After the call"' }),
          run(877, { lcpElement: 'p.mt-4 "After the call"' }),
          run(900, { lcpElement: 'p.mt-4 "After the call"' }),
        ],
      },
    },
  ]

  it('puts both methods side by side with the score, the favicon count and the LCP above the floor', () => {
    const [header, , row] = methodsTable(pages, ['simulate', 'devtools'], 3, 640).split('\n')
    expect(header?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'page type',
      'score sim',
      'FCP sim',
      'LCP sim',
      'TBT sim',
      'CLS sim',
      'favicon counted',
      'score dev',
      'FCP dev',
      'LCP dev',
      'TBT dev',
      'CLS dev',
      'LCP dev above floor',
      'LCP element',
      '',
    ])
    expect(row?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'contact',
      '99 (97–100)',
      '640',
      '740',
      '10',
      '0.000',
      '1 of 3',
      '100',
      '777',
      '877',
      '10',
      '0.000',
      '+237',
      'sim: h1 "Contact us"; dev: p.mt-4 "After the call"',
      '',
    ])
  })

  it('shows one method alone, and says when a median is of fewer runs than asked', () => {
    const table = methodsTable(
      [{ pageType: 'home', byMethod: { devtools: [run(900), run(1000)] } }],
      ['devtools'],
      3,
      undefined,
    )
    expect(table).not.toContain('sim')
    expect(table).not.toContain('above floor')
    expect(table).toContain('| 950 (2 runs) |')
    expect(table).toContain('| 100 (2 runs) |')
    expect(table).toContain('| h1 "Contact us" |')
  })
})

describe('comparisonTable', () => {
  it('gives each metric as baseline → this build, Δ of the medians [pairs]', () => {
    expect(comparisonCell('lcp', [800, 790, 800], [810, 770, 830])).toBe(
      '800 → 810, Δ +10 [-20, +30]',
    )
    expect(comparisonCell('cls', [0.019, 0.019, 0], [0, 0, 0])).toBe(
      '0.019 → 0.000, Δ -0.019 [-0.019, +0.000]',
    )
  })

  it('has a row per page type with the number of pairs', () => {
    const table = comparisonTable(
      [{ pageType: 'contact', baseline: [run(900), run(880)], candidate: [run(850), run(860)] }],
      'devtools',
    )
    expect(table.split('\n')[0]).toMatch(
      /^\| page type \| pairs \| +LCP \| +FCP \| +TBT \| +CLS \| +score \|$/,
    )
    expect(table).toContain('| contact   |     2 | 890 → 855, Δ -35 [-50, -20] |')
    expect(table).toContain('| 100 → 100, Δ +0 [+0, +0] |')
  })

  it('says with simulate in how many of each build’s runs the favicon was counted', () => {
    const table = comparisonTable(
      [
        {
          pageType: 'copy page',
          baseline: [run(673), run(654), run(692)],
          candidate: [
            run(754, { faviconCounted: true }),
            run(651),
            run(753, { faviconCounted: true }),
          ],
        },
      ],
      'simulate',
    )
    expect(table.split('\n')[0]).toMatch(/\| +score \| favicon counted \|$/)
    expect(table).toContain('| 673 → 753, Δ +80 [-3, +81] |')
    expect(table).toMatch(/\| +0 → 2 of 3 \|$/)
  })
})

describe('anchorTable', () => {
  it('has a row per page, ours then the anchor’s, with the medians of FCP, LCP, TBT and CLS', () => {
    const table = anchorTable(
      [
        {
          site: 'ours',
          pages: [{ page: 'home', runs: [run(1100), run(1230), run(1117)] }],
        },
        {
          site: 'astrowind',
          pages: [
            {
              page: '/',
              runs: [
                run(2045, { tbt: 120, cls: 0.04, score: 78, lcpElement: 'img.object-cover' }),
                run(1779, { tbt: 80, cls: 0.04, score: 81, lcpElement: 'img.object-cover' }),
                run(1900, { tbt: 100, cls: 0.02, score: 80, lcpElement: 'img.object-cover' }),
              ],
            },
            { page: '/contact', runs: [run(1500)] },
          ],
        },
      ],
      3,
    )
    const cells = (line: string | undefined) => line?.split('|').map((cell) => cell.trim())
    const [header, rule, ours, home, contact] = table.split('\n')
    expect(cells(header)).toEqual([
      '',
      'site',
      'page',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'LCP element',
      '',
    ])
    expect(rule).toMatch(/^\| -+ \| -+ \| -+: \| -+: \|/)
    expect(cells(ours)).toEqual([
      '',
      'ours',
      'home',
      '100',
      '1017',
      '1117',
      '10',
      '0.000',
      'h1 "Contact us"',
      '',
    ])
    expect(cells(home)).toEqual([
      '',
      'astrowind',
      '/',
      '80 (78–81)',
      '1800',
      '1900',
      '100',
      '0.040',
      'img.object-cover',
      '',
    ])
    expect(cells(contact)?.slice(2, 6)).toEqual([
      '/contact',
      '100 (1 runs)',
      '1400 (1 runs)',
      '1500 (1 runs)',
    ])
  })

  it('shows a dash for a page without runs', () => {
    const table = anchorTable([{ site: 'astrowind', pages: [{ page: '/about', runs: [] }] }], 1)
    expect(table.split('\n')[2]).toMatch(/^\| astrowind \| \/about \| +– \(0 runs\) \|/)
  })
})
