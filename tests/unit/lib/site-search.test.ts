import { describe, expect, it } from 'vitest'
import {
  excerptRuns,
  foldVariants,
  whereLabel,
  type SearchHit,
} from '../../../src/lib/site-search.ts'

const page = (url: string, variantOf?: string, place?: string): SearchHit => ({
  url,
  title: url,
  excerpt: '',
  ...(variantOf && place ? { variantOf, place } : {}),
})

describe('excerptRuns', () => {
  it('splits an excerpt into marked and plain text, decoding what Pagefind escaped', () => {
    expect(excerptRuns('Costs &amp; a <mark>charge</mark> <mark>rules</mark> engine')).toEqual([
      { text: 'Costs & a ', marked: false },
      { text: 'charge', marked: true },
      { text: ' ', marked: false },
      { text: 'rules', marked: true },
      { text: ' engine', marked: false },
    ])
  })

  it('keeps any other markup as text, so an index cannot put elements on the page', () => {
    expect(excerptRuns('&lt;img src=x&gt; <b>bold</b>')).toEqual([
      { text: '<img src=x> <b>bold</b>', marked: false },
    ])
  })
})

describe('whereLabel', () => {
  it('reads the address as its folders', () => {
    expect(whereLabel('/services/ui-ux-design')).toBe('services › ui-ux-design')
    expect(whereLabel('/')).toBe('home')
    expect(whereLabel('/blogs/tags/ci-cd?x=1#top')).toBe('blogs › tags › ci-cd')
  })
})

describe('foldVariants', () => {
  const service = '/services/erp-solutions'
  it("folds a service's country pages under its page, in rank order", () => {
    const groups = foldVariants(
      [],
      [
        page(service),
        page('/uk/erp-solutions', service, 'the UK'),
        page('/blogs/erp'),
        page('/au/erp-solutions', service, 'Australia'),
      ],
    )
    expect(groups.map((group) => group.hit.url)).toEqual([service, '/blogs/erp'])
    expect(groups[0]?.variants.map((hit) => hit.place)).toEqual(['the UK', 'Australia'])
  })

  it('lets the service page lead a group its country pages started, across reads', () => {
    const first = foldVariants([], [page('/uk/erp-solutions', service, 'the UK')])
    const groups = foldVariants(first, [
      page('/au/erp-solutions', service, 'Australia'),
      page(service),
    ])
    expect(groups).toHaveLength(1)
    expect(groups[0]?.hit.url).toBe(service)
    expect(groups[0]?.variants.map((hit) => hit.place)).toEqual(['the UK', 'Australia'])
    // The groups given are not changed.
    expect(first[0]?.variants).toEqual([])
  })

  it("keeps different services' country pages apart", () => {
    const groups = foldVariants(
      [],
      [
        page('/om/erp-solutions', service, 'Oman'),
        page('/om/ui-ux-design', '/services/ui-ux-design', 'Oman'),
      ],
    )
    expect(groups).toHaveLength(2)
  })
})
