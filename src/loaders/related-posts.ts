/** What ranking needs of a post. */
interface Ranked {
  slug: string
  data: { date: string; category: string; tags: readonly string[] }
}

/**
 * The posts to read after `post`: those sharing the most tags first, then those of its category,
 * then the newest. Computed at build time; the page receives the cards only.
 */
export function relatedPosts<P extends Ranked>(post: Ranked, posts: readonly P[], limit = 3): P[] {
  const tags = new Set(post.data.tags)
  const score = (other: P) => ({
    shared: other.data.tags.filter((tag) => tags.has(tag)).length,
    sameCategory: Number(other.data.category === post.data.category),
  })
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, ...score(other) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.sameCategory - a.sameCategory ||
        b.other.data.date.localeCompare(a.other.data.date) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, limit)
    .map(({ other }) => other)
}
