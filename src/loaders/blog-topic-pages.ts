import { trailTo } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { collections } from '../content/loader/collections.ts'
import { pageHead } from '../seo/head.ts'
import { itemList } from '../seo/json-ld.ts'
import { cover, postCard } from './cards.ts'
import type { BlogTopicPageData } from './page-data.ts'
import { artOf } from './visuals.ts'

export type TopicKind = 'category' | 'tag'

/** How each kind of topic is found, linked and named; every word of the page comes from data. */
const kinds = {
  category: {
    topics: () => collections().blogTopics.categories,
    href: paths.blogCategory.href,
    heading: (name: string) => `${name} posts`,
    filed: (name: string) => `in the ${name} category`,
  },
  tag: {
    topics: () => collections().blogTopics.tags,
    href: paths.blogTag.href,
    heading: (name: string) => `Posts tagged ${name}`,
    filed: (name: string) => `tagged ${name}`,
  },
} as const

const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthOf = (date: string) => month.format(new Date(`${date}T00:00:00Z`))

/** At most `max` characters, cut at a word. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/** A category's or tag's page: its posts, newest first, as the blog list shows them. */
export function blogTopicPage(kind: TopicKind, slug: string | undefined): BlogTopicPageData | null {
  const { topics, href, heading, filed } = kinds[kind]
  const topic = topics().find((entry) => entry.slug === slug)
  if (!topic) return null
  const path = href(topic.name)
  const breadcrumbs = trailTo('blogs', { name: topic.name, path })
  // The first row of cards is on the first screen of this short page: inline drawings need no
  // request and are never the largest paint, so the heading's text is, and nothing competes with it.
  const items = topic.posts.map((post, index) =>
    index < 3 ? { ...postCard(post), cover: cover(post.data, { inline: true }) } : postCard(post),
  )
  const dates = topic.posts.map((post) => monthOf(post.data.date))
  const [newest = '', oldest = newest] = [dates[0], dates.at(-1)]
  const count = `${items.length} ${items.length === 1 ? 'post' : 'posts'}`
  const published = newest === oldest ? `in ${newest}` : `from ${oldest} to ${newest}`
  const summary = `${count} ${filed(topic.name)}, published ${published}`
  const titles = items.map((item) => item.title).join('; ')
  return {
    head: pageHead({
      title: heading(topic.name),
      description: clip(`${summary}, on the ${site.name} blog: ${titles}`),
      path,
      breadcrumbs,
      structuredData: [itemList(items.map((item) => ({ name: item.title, path: item.href })))],
    }),
    breadcrumbs,
    heading: heading(topic.name),
    intro: [`${summary}.`],
    art: artOf('blogs'),
    items,
  }
}
