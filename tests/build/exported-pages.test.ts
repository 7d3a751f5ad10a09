import { facetPaths } from '../../src/config/case-study-paths.ts'
import type { RouteRecord } from 'vite-react-ssg'
import { describe, expect, it } from 'vitest'
import { pagePath, paths } from '../../src/config/paths.ts'
import { fixedPages, type FixedPageId } from '../../src/config/pages.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'
import { createRoutes } from '../../src/routes.tsx'
import { fileOf, htmlFiles } from '../support/dist.ts'

/** Every URL the route table declares: static paths plus the paths content gives dynamic routes. */
async function declaredPaths(routes: RouteRecord[], prefix = ''): Promise<string[]> {
  const found: string[] = []
  for (const route of routes) {
    const path = route.index
      ? prefix || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${prefix}/${route.path ?? ''}`
    if (route.getStaticPaths) found.push(...(await route.getStaticPaths()))
    else if (!route.children && path !== '/*') found.push(path)
    if (route.children)
      found.push(...(await declaredPaths(route.children, path === '/' ? '' : path)))
  }
  return found
}

describe('static export', () => {
  it('writes exactly one HTML file per declared page, and the 404 page', async () => {
    const expected = (await declaredPaths(createRoutes())).map(fileOf).sort()
    expect(htmlFiles()).toEqual(expected)
    expect(expected).toContain('404.html')
  })

  it('covers every country × service, service, hire role, article, blog topic, case-study facet and fixed page', () => {
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
    expect(files.size).toBe(
      countries.length * services.length +
        services.length +
        hireRoles.length +
        fixed.length +
        articles.length,
    )
  })
})
