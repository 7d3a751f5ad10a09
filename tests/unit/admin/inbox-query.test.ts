import { describe, expect, it } from 'vitest'
import {
  filtersFromQuery,
  pageCount,
  queryFromFilters,
  queryString,
} from '../../../src/admin/lib/inbox-query.ts'

describe('the inbox filters in the address', () => {
  it('reads every InboxFilters field from its query parameter', () => {
    const query = new URLSearchParams(
      'kind=application&status=interview&language=ar&topic=senior-react-developer&from=2026-11-01&to=2026-11-23&q=Asha&landing=/au/*&page=3',
    )
    expect(filtersFromQuery(query)).toEqual({
      kind: 'application',
      status: 'interview',
      language: 'ar',
      topic: 'senior-react-developer',
      from: '2026-11-01',
      to: '2026-11-23',
      q: 'Asha',
      landing: '/au/*',
      page: 3,
    })
  })

  it('leaves out unknown kinds, statuses and languages, malformed dates, page 1 and empty values', () => {
    const query = new URLSearchParams(
      'kind=spam&status=maybe&language=de&from=yesterday&to=2026-13&q=%20%20&page=1&topic=',
    )
    expect(filtersFromQuery(query)).toEqual({})
    expect(filtersFromQuery(new URLSearchParams('page=-2'))).toEqual({})
    expect(filtersFromQuery(new URLSearchParams('page=2.5'))).toEqual({})
  })

  it('writes them back in one order, so the same filters give the same address', () => {
    const filters = { q: ' Asha ', page: 2, kind: 'contact', status: 'won', landing: '' } as const
    expect(queryFromFilters(filters).toString()).toBe('kind=contact&status=won&q=Asha&page=2')
    expect(queryString({ page: 1 })).toBe('')
    expect(queryString({ landing: '/au/*' })).toBe('?landing=%2Fau%2F*')
  })

  it('round-trips', () => {
    const query =
      'kind=contact&status=qualified&language=ko&topic=erp-solutions&from=2026-01-01&q=a%26b&page=4'
    expect(queryFromFilters(filtersFromQuery(new URLSearchParams(query))).toString()).toBe(query)
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
  })
})
