import { slugify } from '../../lib/slug.ts'
import { services } from '../services.ts'
import { ContentError, displayPath } from './errors.ts'

/** What grouping needs of an entry: its file, for errors. */
interface Filed {
  file: string
}

/** One name an entry is filed under, the field it comes from and, when not its slug, its address. */
interface Label {
  name: string
  field: string
  slug?: string
}

/**
 * A name with its own page (a blog category or tag, a case study's industry, service or
 * technology) and the entries filed under it.
 */
export interface Topic<P> {
  name: string
  slug: string
  /** In the order the entries were given (newest first). */
  entries: P[]
}

/**
 * The entries grouped by the names `labels` gives each, by name. The page's address comes from
 * the name, so two names that give one slug ("CI/CD" and "CI-CD") would share a page: the build
 * stops and names both files.
 */
export function group<P extends Filed>(
  entries: readonly P[],
  labels: (entry: P) => Label[],
): Topic<P>[] {
  const bySlug = new Map<string, Topic<P>>()
  for (const entry of entries) {
    for (const { name, field, slug = slugify(name) } of labels(entry)) {
      const where = `${displayPath(entry.file)}: field "${field}"`
      if (!slug) throw new ContentError(`${where}: "${name}" needs a letter or digit`)
      const topic = bySlug.get(slug) ?? { name, slug, entries: [] }
      if (topic.name !== name) {
        const other = topic.entries[0]?.file ?? ''
        throw new ContentError(
          `${where}: "${name}" and "${topic.name}" (${displayPath(other)}) give the same address ("${slug}"); spell them alike or rename one`,
        )
      }
      if (!topic.entries.includes(entry)) topic.entries.push(entry)
      bySlug.set(slug, topic)
    }
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Each name of a list field, with its path for errors ("tags.2"). */
const each = (field: string, names: readonly string[]) =>
  names.map((name, index) => ({ name, field: `${field}.${index}` }))

/** Every category and every tag of the blog, each with its posts. */
export function blogTopics<
  P extends Filed & { data: { category: string; tags: readonly string[] } },
>(posts: readonly P[]) {
  return {
    categories: group(posts, (post) => [{ name: post.data.category, field: 'category' }]),
    tags: group(posts, (post) => each('tags', post.data.tags)),
  }
}

interface Study extends Filed {
  data: {
    client: { industry: string }
    services: readonly string[]
    technologies: readonly string[]
  }
}

const serviceName = (slug: string) =>
  services.find((service) => service.slug === slug)?.name ?? slug

/**
 * The industries, services and technologies of the case studies, each with its studies. A
 * service's address is its slug in src/content/services.ts and its name the name there.
 */
export function caseStudyFacets<P extends Study>(studies: readonly P[]) {
  return {
    industries: group(studies, (study) => [
      { name: study.data.client.industry, field: 'client.industry' },
    ]),
    services: group(studies, (study) =>
      study.data.services.map((slug, index) => ({
        name: serviceName(slug),
        slug,
        field: `services.${index}`,
      })),
    ),
    technologies: group(studies, (study) => each('technologies', study.data.technologies)),
  }
}
