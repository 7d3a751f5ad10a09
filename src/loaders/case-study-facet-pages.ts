import { facetPaths } from '../config/case-study-paths.ts'
import { site } from '../config/site.ts'
import { collections } from '../content/loader/collections.ts'
import type { Topic } from '../content/loader/topics.ts'
import { counted, firstRowInline, topicPage } from './blog-topic-pages.ts'
import { caseStudyCard } from './cards.ts'
import type { CaseStudyFacetPageData } from './page-data.ts'

export type CaseStudyFacet = 'industry' | 'service' | 'technology'

type Facets = ReturnType<typeof collections>['caseStudyFacets']
type Study = Facets['industries'][number]['entries'][number]

/** How each facet is found, linked and named; every word of its pages comes from data. */
export const caseStudyFacets = {
  industry: {
    label: 'Industry',
    topics: (facets: Facets) => facets.industries,
    href: (topic: Topic<Study>) => facetPaths.industry(topic.name),
    heading: (name: string) => `Case studies in ${name}`,
    filed: (name: string) => `in ${name}`,
  },
  service: {
    label: 'Service',
    topics: (facets: Facets) => facets.services,
    href: (topic: Topic<Study>) => facetPaths.service(topic.slug),
    heading: (name: string) => `${name} case studies`,
    filed: (name: string) => `of ${name}`,
  },
  technology: {
    label: 'Technology',
    topics: (facets: Facets) => facets.technologies,
    href: (topic: Topic<Study>) => facetPaths.technology(topic.name),
    heading: (name: string) => `Case studies using ${name}`,
    filed: (name: string) => `using ${name}`,
  },
} as const

/** "A", "A and B", "A, B and C". */
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** An industry's, service's or technology's page: its case studies, newest first. */
export function caseStudyFacetPage(
  facet: string | undefined,
  slug: string | undefined,
): CaseStudyFacetPageData | null {
  if (!facet || !Object.hasOwn(caseStudyFacets, facet)) return null
  const { topics, href, heading, filed } = caseStudyFacets[facet as CaseStudyFacet]
  const topic = topics(collections().caseStudyFacets).find((entry) => entry.slug === slug)
  if (!topic) return null
  const countries = [...new Set(topic.entries.map((study) => study.data.client.country))]
  return topicPage({
    listing: 'case-studies',
    name: topic.name,
    path: href(topic),
    heading: heading(topic.name),
    summary: `${counted(topic.entries.length, 'case study', 'case studies')} ${filed(topic.name)}, for clients in ${listed(countries)}`,
    where: `by ${site.name}`,
    items: firstRowInline(topic.entries, caseStudyCard),
  })
}
