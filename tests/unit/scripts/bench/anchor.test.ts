import { describe, expect, it } from 'vitest'
import {
  anchorTarget,
  interleave,
  lcpRatio,
  ratioLine,
} from '../../../../scripts/lib/bench/anchor.ts'

describe('interleave', () => {
  const sides = (visits: ReturnType<typeof interleave>) =>
    visits.map(({ side }) => (side === 'ours' ? 'o' : 'a')).join('')

  it('alternates lists of one length, ours first', () => {
    const visits = interleave(['home', 'contact'], ['/', '/contact'])
    expect(visits).toEqual([
      { side: 'ours', page: 'home' },
      { side: 'anchor', page: '/' },
      { side: 'ours', page: 'contact' },
      { side: 'anchor', page: '/contact' },
    ])
  })

  it('spreads the shorter list over the longer one, each in its own order', () => {
    const ours = ['1', '2', '3', '4', '5', '6', '7', '8', '9']
    const anchor = ['/a', '/b', '/c', '/d', '/e', '/f']
    const visits = interleave(ours, anchor)
    expect(sides(visits)).toBe('oaoaooaoaooaoao')
    expect(visits.filter(({ side }) => side === 'ours').map(({ page }) => page)).toEqual(ours)
    expect(visits.filter(({ side }) => side === 'anchor').map(({ page }) => page)).toEqual(anchor)
  })

  it('keeps one side alone when the other has no pages', () => {
    expect(sides(interleave(['home'], []))).toBe('o')
    expect(sides(interleave([], ['/', '/about']))).toBe('aa')
  })
})

describe('lcpRatio', () => {
  const ours = [
    { page: 'home', lcp: 1117.4 },
    { page: 'blog post', lcp: 1230.2 },
    { page: 'contact', lcp: 1190 },
  ]
  const anchor = [
    { page: '/', lcp: 2045 },
    { page: '/about', lcp: 1779.3 },
  ]

  it('divides our worst page type’s LCP by the anchor’s best page’s', () => {
    expect(lcpRatio(ours, anchor)).toEqual({
      worstOurs: { page: 'blog post', lcp: 1230.2 },
      bestAnchor: { page: '/about', lcp: 1779.3 },
      ratio: 0.69,
      withinTarget: true,
    })
  })

  it('judges the ratio as printed, to two decimals', () => {
    expect(anchorTarget).toBe(0.75)
    expect(lcpRatio([{ page: 'home', lcp: 750.4 }], [{ page: '/', lcp: 1000 }])).toMatchObject({
      ratio: 0.75,
      withinTarget: true,
    })
    expect(lcpRatio([{ page: 'home', lcp: 755 }], [{ page: '/', lcp: 1000 }])).toMatchObject({
      ratio: 0.76,
      withinTarget: false,
    })
  })

  it('leaves out pages without runs, and gives no ratio when a side has none', () => {
    expect(lcpRatio([...ours, { page: 'job opening', lcp: NaN }], anchor)?.worstOurs.page).toBe(
      'blog post',
    )
    expect(lcpRatio(ours, [{ page: '/', lcp: NaN }])).toBeUndefined()
    expect(lcpRatio([], anchor)).toBeUndefined()
  })
})

describe('ratioLine', () => {
  it('names both pages, the ratio and the target', () => {
    const result = lcpRatio([{ page: 'blog post', lcp: 1230.2 }], [{ page: '/about', lcp: 1779.3 }])
    expect(ratioLine('devtools', result)).toBe(
      'devtools: worst ours LCP 1230 ms (blog post) / best anchor LCP 1779 ms (/about) = ratio 0.69 (target ≤ 0.75)',
    )
  })

  it('says so when the ratio is above the target', () => {
    const result = lcpRatio([{ page: 'home', lcp: 1600 }], [{ page: '/', lcp: 1800 }])
    expect(ratioLine('simulate', result)).toBe(
      'simulate: worst ours LCP 1600 ms (home) / best anchor LCP 1800 ms (/) = ratio 0.89 (target ≤ 0.75): ABOVE THE TARGET',
    )
  })

  it('says when there is nothing to divide', () => {
    expect(ratioLine('simulate', undefined)).toBe(
      'simulate: no ratio: ours or the anchor has no page with an LCP measured',
    )
  })
})
