import { paths } from '../config/paths.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { collections, pageIds, type PageId } from '../content/loader/collections.ts'
import { services } from '../content/services.ts'
import type { FeedItem } from '../seo/feed.ts'
import type { SitemapEntry } from '../seo/sitemap.ts'
import { contentPagePath } from './content-pages.ts'

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
  const newest = {
    post: c.posts[0]?.data.updated ?? c.posts[0]?.data.date,
    study: c.caseStudies[0]?.data.date,
    job: c.jobs.find((job) => !job.closed)?.data.datePosted,
  }
  const listed: Partial<Record<PageId, string | undefined>> = {
    home: latest(newest.post, newest.study),
    blogs: newest.post,
    'case-studies': newest.study,
    careers: newest.job,
  }
  const fixed = pageIds.map((id) => ({
    path: contentPagePath(id),
    lastmod: latest(c.pages.get(id)?.updated, listed[id]),
  }))
  const serviceUpdated = (slug: string) => c.services.get(slug)?.updated
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
    ...c.posts.map((post) => ({
      path: paths.blogPost.href(post.slug),
      lastmod: latest(post.data.date, post.data.updated),
    })),
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
