import { facetPaths } from '../config/case-study-paths.ts'
import type { Topic } from '../content/loader/topics.ts'
import { fixedPages, type FixedPageId, type ListingKind } from '../config/pages.ts'
import { pagePath, paths } from '../config/paths.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { collections } from '../content/loader/collections.ts'
import { services } from '../content/services.ts'
import { locales } from '../i18n/locales.ts'
import type { FeedItem } from '../seo/feed.ts'
import type { SitemapEntry } from '../seo/sitemap.ts'
import { fixedPage } from './content-pages.ts'

const latest = (...dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? ''

/**
 * Every indexable page once, at its canonical path, with the date its content last changed.
 * Aliases (/usa/…) and the not-found page are left out: they are not canonical.
 */
export function sitemapEntries(): SitemapEntry[] {
  const c = collections()
  const newest: Record<ListingKind | 'none', string | undefined> = {
    posts: c.posts[0]?.data.updated ?? c.posts[0]?.data.date,
    'case-studies': c.caseStudies[0]?.data.date,
    jobs: c.jobs.find((job) => !job.closed)?.data.datePosted,
    'faq-topics': undefined,
    estimator: undefined,
    'call-hours': undefined,
    topics: undefined,
    none: undefined,
  }
  // A fixed page changes when its copy does, or what it lists or shows in a section.
  const fixed = (Object.keys(fixedPages) as FixedPageId[])
    .filter((id) => fixedPage(id).indexable !== false)
    .map((id) => {
      const page = c.pages.get(id)
      const shown = (page?.sections ?? []).map((section) =>
        section.type === 'posts' || section.type === 'case-studies'
          ? newest[section.type]
          : undefined,
      )
      return {
        path: pagePath(id),
        lastmod: latest(page?.updated, newest[fixedPage(id).listing ?? 'none'], ...shown),
      }
    })
  const serviceUpdated = (slug: string) => c.services.get(slug)?.updated
  // A blog topic's or case-study facet's page changes when one of its entries does.
  const topics = <E extends { data: { date: string; updated?: string | undefined } }>(
    list: readonly Topic<E>[],
    href: (topic: Topic<E>) => string,
  ) =>
    list.map((topic) => ({
      path: href(topic),
      lastmod: latest(...topic.entries.flatMap((entry) => [entry.data.date, entry.data.updated])),
    }))
  const facets = c.caseStudyFacets
  return [
    ...fixed,
    ...hireRoles.map((role) => ({
      path: paths.hireRole.href(role.slug),
      lastmod: latest(c.hireRoles.get(role.slug)?.updated),
    })),
    ...services.map((service) => ({
      path: paths.service.href(service.slug),
      lastmod: latest(serviceUpdated(service.slug)),
    })),
    ...c.countries
      .filter((country) => country.canonicalPrefix === country.prefix)
      .flatMap((country) =>
        services.map((service) => ({
          path: paths.countryService.href(country.prefix, service.slug),
          lastmod: latest(serviceUpdated(service.slug), country.updated),
        })),
      ),
    ...locales.flatMap((locale) => {
      const market = c.translations.countries.get(locale.language)?.get(locale.country)
      const translated = c.translations.services.get(locale.language)
      return [
        { path: paths.market.href(locale.id), lastmod: latest(market?.updated) },
        { path: paths.marketContact.href(locale.id), lastmod: latest(market?.updated) },
        { path: paths.marketCall.href(locale.id), lastmod: latest(market?.updated) },
        ...services
          .filter((service) => translated?.has(service.slug))
          .map((service) => ({
            path: paths.marketService.href(locale.id, service.slug),
            lastmod: latest(translated?.get(service.slug)?.updated, market?.updated),
          })),
      ]
    }),
    ...c.posts.map((post) => ({
      path: paths.blogPost.href(post.slug),
      lastmod: latest(post.data.date, post.data.updated),
    })),
    ...topics(c.blogTopics.categories, (topic) => paths.blogCategory.href(topic.name)),
    ...topics(c.blogTopics.tags, (topic) => paths.blogTag.href(topic.name)),
    ...topics(facets.industries, (topic) => facetPaths.industry(topic.name)),
    ...topics(facets.services, (topic) => facetPaths.service(topic.slug)),
    ...topics(facets.technologies, (topic) => facetPaths.technology(topic.name)),
    ...c.caseStudies.map((study) => ({
      path: paths.caseStudy.href(study.slug),
      lastmod: study.data.date,
    })),
    ...c.jobs
      .filter((job) => !job.closed)
      .map((job) => ({ path: paths.job.href(job.slug), lastmod: job.data.datePosted })),
  ]
}

/** The blog feed: every post, newest first. */
export function feedItems(): FeedItem[] {
  return collections().posts.map((post) => ({
    path: paths.blogPost.href(post.slug),
    title: post.data.title,
    description: post.data.description,
    date: post.data.date,
    author: post.data.author,
    category: post.data.category,
  }))
}

/** A page the search indexes from its own words rather than its HTML (scripts/lib/search-index.ts). */
export interface SearchRecord {
  path: string
  title: string
  content: string
  /** The page it is a variant of, and what sets it apart: results fold under that page. */
  variantOf: string
  place: string
}

/**
 * The country pages as the search sees them: their heading and what they say of their market.
 * The service's own text, which each repeats, is found on the service's page; a country page
 * whose market matches still comes up, folded under its service when both do.
 */
export function searchRecords(): SearchRecord[] {
  const c = collections()
  return c.countries
    .filter((country) => country.canonicalPrefix === country.prefix)
    .flatMap((country) =>
      services.map((service) => {
        const name = c.services.get(service.slug)?.shortName ?? service.name
        return {
          path: paths.countryService.href(country.prefix, service.slug),
          title: `${service.name} in ${country.name}`,
          content: [
            `${service.name} in ${country.name}.`,
            `${name} for companies in ${country.shortName}.`,
            ...country.marketNote,
            country.overlap,
            country.engagement,
            country.commercial,
          ].join('\n'),
          variantOf: paths.service.href(service.slug),
          place: country.shortName,
        }
      }),
    )
}
