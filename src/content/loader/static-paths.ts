import { facetPaths } from '../../config/case-study-paths.ts'
import { paths } from '../../config/paths.ts'
import { hireRoles } from '../hire-roles.ts'
import { collections } from './collections.ts'
import { services } from '../services.ts'
import { findLocale } from '../../i18n/locales.ts'

/**
 * The pages the dynamic routes export, derived from the content: adding a Markdown file or a
 * country file adds its pages. Used by the build only (routes.tsx imports it on demand).
 */
export const staticPaths = {
  hireRoles: () => hireRoles.map((role) => paths.hireRole.href(role.slug)),
  services: () => services.map((service) => paths.service.href(service.slug)),
  countryServices: () =>
    collections().countries.flatMap((country) =>
      services.map((service) => paths.countryService.href(country.prefix, service.slug)),
    ),
  posts: () => collections().posts.map((post) => paths.blogPost.href(post.slug)),
  blogCategories: () =>
    collections().blogTopics.categories.map((topic) => paths.blogCategory.href(topic.name)),
  blogTags: () => collections().blogTopics.tags.map((topic) => paths.blogTag.href(topic.name)),
  caseStudyFacets: () => {
    const { industries, services, technologies } = collections().caseStudyFacets
    return [
      ...industries.map((topic) => facetPaths.industry(topic.name)),
      ...services.map((topic) => facetPaths.service(topic.slug)),
      ...technologies.map((topic) => facetPaths.technology(topic.name)),
    ]
  },
  caseStudies: () => collections().caseStudies.map((study) => paths.caseStudy.href(study.slug)),
  jobs: () => collections().jobs.map((job) => paths.job.href(job.slug)),
  /** A market's service pages in its language: the services translated into it. */
  marketServices: (id: string) => {
    const locale = findLocale(id)
    const translated = locale && collections().translations.services.get(locale.language)
    return services
      .filter((service) => translated?.has(service.slug))
      .map((service) => paths.marketService.href(id, service.slug))
  },
}
