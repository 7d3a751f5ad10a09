import { exportedPagePaths } from '../../scripts/lib/page-paths.ts'
import { facetPaths } from '../../src/config/case-study-paths.ts'
import { describe, expect, it } from 'vitest'
import { pagePath, paths } from '../../src/config/paths.ts'
import { fixedPages, type FixedPageId } from '../../src/config/pages.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'
import { createRoutes } from '../../src/routes.tsx'
import { locales } from '../../src/i18n/locales.ts'
import { fileOf, htmlFiles } from '../support/dist.ts'

describe('static export', () => {
  // The pages npm run dev answers 200 for (scripts/lib/dev-server.ts): those the build wrote.
  it('writes exactly one HTML file per declared page, and the 404 page', async () => {
    const expected = [...(await exportedPagePaths(createRoutes()))].map(fileOf).sort()
    expect(htmlFiles()).toEqual(expected)
    expect(expected).toContain('404.html')
  })

  it('covers every country × service, service, hire role, article, blog topic, case-study facet, fixed page and market page', () => {
    const files = new Set(htmlFiles())
    const { countries, posts, caseStudies, jobs, blogTopics, caseStudyFacets } = collections()
    expect(countries).toHaveLength(18)
    const articles = [
      ...posts.map((post) => paths.blogPost.href(post.slug)),
      ...caseStudies.map((study) => paths.caseStudy.href(study.slug)),
      ...jobs.map((job) => paths.job.href(job.slug)),
      ...blogTopics.categories.map((topic) => paths.blogCategory.href(topic.name)),
      ...blogTopics.tags.map((topic) => paths.blogTag.href(topic.name)),
      ...caseStudyFacets.industries.map((topic) => facetPaths.industry(topic.name)),
      ...caseStudyFacets.services.map((topic) => facetPaths.service(topic.slug)),
      ...caseStudyFacets.technologies.map((topic) => facetPaths.technology(topic.name)),
    ].map(fileOf)
    for (const file of articles) expect(files).toContain(file)
    for (const country of countries)
      for (const service of services)
        expect(files).toContain(`${country.prefix}/${service.slug}.html`)
    for (const service of services) expect(files).toContain(`services/${service.slug}.html`)
    for (const role of hireRoles) expect(files).toContain(`hire-developers/${role.slug}.html`)
    // The fixed pages of the registry, and the not-found page.
    const fixed = [
      ...(Object.keys(fixedPages) as FixedPageId[]).map(pagePath),
      paths.notFound.href(),
    ].map(fileOf)
    for (const file of fixed) expect(files).toContain(file)
    // Each market in its language: its landing page, its contact page, its call request and its
    // confirmation, and every service.
    const markets = locales.flatMap((locale) => [
      `${locale.id}.html`,
      `${locale.id}/contactus.html`,
      `${locale.id}/call.html`,
      `${locale.id}/call/sent.html`,
      ...services.map((service) => `${locale.id}/${service.slug}.html`),
    ])
    for (const file of markets) expect(files).toContain(file)
    expect(files.size).toBe(
      countries.length * services.length +
        services.length +
        hireRoles.length +
        fixed.length +
        articles.length +
        markets.length,
    )
  })
})
