import { facetPaths } from '../../src/config/case-study-paths.ts'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, paths } from '../../src/config/paths.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { fileOf, page, readDist } from '../support/dist.ts'
import { expectNamedPage } from '../support/topic-pages.ts'

/** The case studies' industry, service and technology pages, and the links that lead to them. */
const { caseStudies, caseStudyFacets } = collections()
const facets = {
  Industry: caseStudyFacets.industries.map((topic) => ({
    ...topic,
    href: facetPaths.industry(topic.name),
  })),
  Service: caseStudyFacets.services.map((topic) => ({
    ...topic,
    href: facetPaths.service(topic.slug),
  })),
  Technology: caseStudyFacets.technologies.map((topic) => ({
    ...topic,
    href: facetPaths.technology(topic.name),
  })),
}
const sitemap = readDist('sitemap.xml')
const hrefs = (file: string, selector: string) =>
  page(file)
    .querySelectorAll(selector)
    .map((link) => link.getAttribute('href') ?? '')

describe.each(Object.values(facets).flat())('$href', ({ name, href, entries }) => {
  const file = fileOf(href)

  it('is exported with one h1 naming it, a title, a description and its canonical', () => {
    expectNamedPage(file, name, href)
  })

  it('lists its case studies, newest first, says how many, and is in the sitemap', () => {
    expect(hrefs(file, 'main h3 a')).toEqual(
      entries.map((study) => paths.caseStudy.href(study.slug)),
    )
    const count = entries.length === 1 ? '1 case study' : `${entries.length} case studies`
    expect(page(file).querySelector('main h1 + p, main .hero p')?.text ?? readDist(file)).toContain(
      count,
    )
    expect(sitemap).toContain(`<loc>${absoluteUrl(href)}</loc>`)
  })
})

describe('links to the facet pages', () => {
  it.each(Object.entries(facets))(
    "the case-study list's %s chips lead to each page of that group",
    (label, topics) => {
      const group = page('case-studies.html')
        .querySelectorAll('nav[aria-label="Filter case studies"] ul')
        .find(
          (list) =>
            page('case-studies.html').querySelector(
              `#${list.getAttribute('aria-labelledby') ?? ''}`,
            )?.text === label,
        )
      expect(group?.querySelectorAll('a').map((link) => link.getAttribute('href'))).toEqual(
        topics.map((topic) => topic.href),
      )
    },
  )

  it.each(caseStudies)(
    '$slug links its industry, services and technologies to their pages',
    (study) => {
      const file = fileOf(paths.caseStudy.href(study.slug))
      expect(hrefs(file, 'main dl a')).toEqual([
        facetPaths.industry(study.data.client.industry),
        ...study.data.services.map(facetPaths.service),
      ])
      expect(hrefs(file, 'ul[aria-label^="Technologies used"] a')).toEqual(
        study.data.technologies.map(facetPaths.technology),
      )
    },
  )
})
