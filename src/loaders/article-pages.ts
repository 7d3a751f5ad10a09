import { facetPaths } from '../config/case-study-paths.ts'
import { requireArt } from './visuals.ts'
import { trailTo } from '../config/breadcrumbs.ts'
import { describePeriod, retentionDays } from '../config/retention.ts'
import type { FixedPageId } from '../config/pages.ts'
import { paths } from '../config/paths.ts'
import { collections } from '../content/loader/collections.ts'
import { findService } from '../content/services.ts'
import { pageHead } from '../seo/head.ts'
import { blogPosting, jobPosting } from '../seo/json-ld.ts'
import { socialImage } from '../seo/social-image.ts'
import { caseStudyCard, cover, jobCard, postCard, readingMinutes } from './cards.ts'
import type { BlogPostPageData, CaseStudyPageData, JobPageData } from './page-data.ts'
import { relatedPosts } from './related-posts.ts'

/** A post with this many sections or more lists them at its top. */
export const minTocSections = 3

/** What the three article types derive alike: the trail below their section and the head's basics. */
function articleBasics(
  data: { title: string; description: string },
  path: string,
  section: FixedPageId,
) {
  const breadcrumbs = trailTo(section, { name: data.title, path })
  return {
    breadcrumbs,
    headBasics: { title: data.title, description: data.description, path, breadcrumbs },
  }
}

export function blogPostPage(slug: string | undefined): BlogPostPageData | null {
  const { posts } = collections()
  const post = posts.find((entry) => entry.slug === slug)
  if (!post) return null
  const { data } = post
  const path = paths.blogPost.href(post.slug)
  const { breadcrumbs, headBasics } = articleBasics(data, path, 'blogs')
  const updated = data.updated ?? data.date
  const image = socialImage(data.cover, data.coverAlt)
  return {
    head: pageHead({
      ...headBasics,
      image,
      article: {
        publishedTime: data.date,
        modifiedTime: updated,
        section: data.category,
        tags: data.tags,
      },
      structuredData: [
        blogPosting({
          title: data.title,
          description: data.description,
          path,
          image: image.src,
          datePublished: data.date,
          dateModified: updated,
          author: data.author,
          section: data.category,
          keywords: data.tags,
        }),
      ],
    }),
    breadcrumbs,
    post: {
      title: data.title,
      description: data.description,
      date: data.date,
      ...(data.updated ? { updated: data.updated } : {}),
      readingMinutes: readingMinutes(post.words),
      author: data.author,
      category: data.category,
      tags: data.tags,
      cover: cover(data, { inline: true }),
      html: post.html,
      // A post longer than a screen or two gets a table of contents of its sections.
      ...(post.headings.length >= minTocSections ? { toc: post.headings } : {}),
    },
    related: relatedPosts(post, posts).map(postCard),
  }
}

export function caseStudyPage(slug: string | undefined): CaseStudyPageData | null {
  const { caseStudies } = collections()
  const study = caseStudies.find((entry) => entry.slug === slug)
  if (!study) return null
  const { data } = study
  const path = paths.caseStudy.href(study.slug)
  const { breadcrumbs, headBasics } = articleBasics(data, path, 'case-studies')
  return {
    head: pageHead({
      ...headBasics,
      image: socialImage(data.cover, data.coverAlt),
      article: { publishedTime: data.date, modifiedTime: data.date, section: data.client.industry },
    }),
    breadcrumbs,
    study: {
      title: data.title,
      description: data.description,
      date: data.date,
      client: data.client,
      services: data.services.flatMap((serviceSlug) => {
        const entry = findService(serviceSlug)
        return entry ? [{ title: entry.name, href: facetPaths.service(entry.slug), text: '' }] : []
      }),
      challenge: data.challenge,
      solution: data.solution,
      results: data.results,
      technologies: data.technologies,
      cover: cover(data, { inline: true }),
      html: study.html,
    },
    more: caseStudies
      .filter((other) => other.slug !== study.slug)
      .slice(0, 3)
      .map(caseStudyCard),
  }
}

export function jobPage(slug: string | undefined): JobPageData | null {
  const job = collections().jobs.find((entry) => entry.slug === slug)
  if (!job) return null
  const { data } = job
  const path = paths.job.href(job.slug)
  const { breadcrumbs, headBasics } = articleBasics(data, path, 'careers')
  // A closed opening keeps its page (links to it still work) but is no longer offered to
  // search engines as a job: no JobPosting, not indexed.
  const structuredData = job.closed
    ? []
    : [
        jobPosting({
          title: data.title,
          // Google asks for the full description as HTML.
          description: job.html,
          path,
          datePosted: data.datePosted,
          validThrough: data.validThrough,
          employmentType: data.employmentType,
          skills: data.skills,
          experience: data.experience,
        }),
      ]
  return {
    head: pageHead({
      ...headBasics,
      structuredData,
      ...(job.closed && { indexable: false }),
    }),
    breadcrumbs,
    art: requireArt('job-opening', 'a job opening'),
    job: {
      ...jobCard(job),
      datePosted: data.datePosted,
      validThrough: data.validThrough,
      closed: job.closed,
      skills: data.skills,
      html: job.html,
    },
    retention: {
      application: describePeriod(retentionDays.application),
      keptApplication: describePeriod(retentionDays.keptApplication),
    },
  }
}
