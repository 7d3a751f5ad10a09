import { describe, expect, it } from 'vitest'
import {
  chosenFacets,
  filterByFacets,
  toggleFacet,
  type FacetGroup,
} from '../../../src/lib/facet-filter.ts'

const option = (slug: string, items: number[]) => ({ name: slug, slug, href: `/${slug}`, items })
const groups: FacetGroup[] = [
  {
    key: 'industry',
    label: 'Industry',
    options: [option('logistics', [0, 2]), option('retail', [1])],
  },
  {
    key: 'technology',
    label: 'Technology',
    options: [option('python', [0, 1]), option('react', [2])],
  },
]
const studies = ['a', 'b', 'c']
const query = (text: string) => new URLSearchParams(text)

describe('the case-study filter', () => {
  it('shows everything until something is chosen, and ignores unknown values', () => {
    expect(filterByFacets(studies, chosenFacets(groups, query('')))).toEqual(studies)
    expect(chosenFacets(groups, query('industry=mining&colour=red'))).toEqual({})
  })

  it('shows the studies every chosen group lists, in their order', () => {
    expect(filterByFacets(studies, chosenFacets(groups, query('industry=logistics')))).toEqual([
      'a',
      'c',
    ])
    const both = chosenFacets(groups, query('industry=logistics&technology=python'))
    expect(filterByFacets(studies, both)).toEqual(['a'])
    expect(
      filterByFacets(studies, chosenFacets(groups, query('industry=retail&technology=react'))),
    ).toEqual([])
  })

  it('a click chooses one per group, replaces the group’s choice, clears it on a second click', () => {
    expect(toggleFacet(groups, query(''), 'industry', 'retail')).toEqual({ industry: 'retail' })
    expect(toggleFacet(groups, query('industry=retail'), 'technology', 'react')).toEqual({
      industry: 'retail',
      technology: 'react',
    })
    expect(
      toggleFacet(groups, query('industry=retail&technology=react'), 'industry', 'logistics'),
    ).toEqual({
      industry: 'logistics',
      technology: 'react',
    })
    expect(
      toggleFacet(groups, query('industry=retail&technology=react'), 'industry', 'retail'),
    ).toEqual({
      technology: 'react',
    })
    expect(
      toggleFacet(groups, query('industry=retail&technology=bogus'), 'industry', 'logistics'),
    ).toEqual({
      industry: 'logistics',
    })
  })

  it('Clear filters drops every choice', () => {
    expect(toggleFacet(groups, query('industry=retail&technology=react'))).toEqual({})
  })
})
