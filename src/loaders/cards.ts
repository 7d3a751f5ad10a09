import { paths } from '../config/paths.ts'
import { collections, type Collections } from '../content/loader/collections.ts'
import { coverImage } from '../content/loader/images.ts'
import type { CaseStudyCard, CoverImage, JobCard, PostCard } from '../content/types.ts'

/** The list entries of the Markdown collections, as listing pages and the home page show them. */
type Post = Collections['posts'][number]
type CaseStudy = Collections['caseStudies'][number]
type Job = Collections['jobs'][number]

export function cover(
  data: { cover: string; coverAlt: string },
  options: { inline?: boolean } = {},
): CoverImage {
  return coverImage(collections().publicDir, data.cover, data.coverAlt, options)
}

/** At a reading speed of 220 words a minute, rounded up. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / 220))

export function postCard(post: Post): PostCard {
  return {
    href: paths.blogPost.href(post.slug),
    title: post.data.title,
    description: post.data.description,
    date: post.data.date,
    category: post.data.category,
    readingMinutes: readingMinutes(post.words),
    cover: cover(post.data),
  }
}

export function caseStudyCard(study: CaseStudy): CaseStudyCard {
  const [highlight] = study.data.results
  if (!highlight) throw new Error(`${study.file}: results are empty`)
  return {
    href: paths.caseStudy.href(study.slug),
    title: study.data.title,
    description: study.data.description,
    industry: study.data.client.industry,
    country: study.data.client.country,
    highlight,
    cover: cover(study.data),
  }
}

const employmentTypes: Record<string, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  INTERN: 'Internship',
}

export function jobCard(job: Job): JobCard {
  return {
    href: paths.job.href(job.slug),
    title: job.data.title,
    description: job.data.description,
    department: job.data.department,
    experience: job.data.experience,
    workplace: job.data.workplace,
    employmentType: employmentTypes[job.data.employmentType] ?? job.data.employmentType,
  }
}
