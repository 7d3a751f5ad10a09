import { slugify } from '../../lib/slug.ts'
import { ContentError, displayPath } from './errors.ts'

/** What grouping needs of a blog post: its file (for errors) and its category and tags. */
interface Filed {
  file: string
  data: { category: string; tags: readonly string[] }
}

/** A category or tag with its own page (/blogs/topics/{slug}, /blogs/tags/{slug}). */
export interface Topic<P> {
  name: string
  slug: string
  /** In the order the posts were given (newest first). */
  posts: P[]
}

/**
 * The posts grouped by one field. The page's address comes from the name, so two names that
 * give one slug ("CI/CD" and "CI-CD") would share a page: the build stops and names both files.
 */
function group<P extends Filed>(posts: readonly P[], field: 'category' | 'tags'): Topic<P>[] {
  const bySlug = new Map<string, Topic<P>>()
  for (const post of posts) {
    const named: [string, string][] =
      field === 'category'
        ? [[post.data.category, 'category']]
        : post.data.tags.map((tag, index) => [tag, `tags.${index}`])
    for (const [name, path] of named) {
      const where = `${displayPath(post.file)}: field "${path}"`
      const slug = slugify(name)
      if (!slug) throw new ContentError(`${where}: "${name}" needs a letter or digit`)
      const topic = bySlug.get(slug) ?? { name, slug, posts: [] }
      if (topic.name !== name) {
        const other = topic.posts[0]?.file ?? ''
        throw new ContentError(
          `${where}: "${name}" and "${topic.name}" (${displayPath(other)}) give the same address ("${slug}"); spell them alike or rename one`,
        )
      }
      if (!topic.posts.includes(post)) topic.posts.push(post)
      bySlug.set(slug, topic)
    }
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** Every category and every tag of the blog, each with its posts. */
export function blogTopics<P extends Filed>(posts: readonly P[]) {
  return { categories: group(posts, 'category'), tags: group(posts, 'tags') }
}
