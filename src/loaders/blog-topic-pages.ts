import { trailTo, type Breadcrumb } from '../config/breadcrumbs.ts'
import type { FixedPageId } from '../config/pages.ts'
import { paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { collections } from '../content/loader/collections.ts'
import type { CoverImage } from '../content/types.ts'
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

/** "1 post", "3 posts". */
export const counted = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`

/**
 * Cards for a short page whose first row is on the first screen: the first three covers are
 * drawn inline, which needs no request and is never the largest paint, so the heading's text is.
 */
export const firstRowInline = <E extends { data: { cover: string; coverAlt: string } }, C>(
  entries: readonly E[],
  card: (entry: E) => C,
): (C & { cover: CoverImage })[] =>
  entries.map((entry, index) => ({
    ...(card(entry) as C & { cover: CoverImage }),
    ...(index < 3 ? { cover: cover(entry.data, { inline: true }) } : {}),
  }))

/**
 * A page of one name's entries below a fixed listing page (/blogs, /case-studies): its trail,
 * head (title, description from the summary and the entries' titles, ItemList), heading, the
 * one-line summary and the listing's illustration.
 */
export function topicPage<I extends { title: string; href: string }>(topic: {
  listing: FixedPageId
  name: string
  path: string
  heading: string
  summary: string
  /** Where the entries are published, after the summary in the description. */
  where: string
  items: I[]
}) {
  const { listing, name, path, heading, summary, where, items } = topic
  const breadcrumbs: Breadcrumb[] = trailTo(listing, { name, path })
  const titles = items.map((item) => item.title).join('; ')
  return {
    head: pageHead({
      title: heading,
      description: clip(`${summary}, ${where}: ${titles}`),
      path,
      breadcrumbs,
      structuredData: [itemList(items.map((item) => ({ name: item.title, path: item.href })))],
    }),
    breadcrumbs,
    heading,
    intro: [`${summary}.`],
    art: artOf(listing),
    items,
  }
}

/** A category's or tag's page: its posts, newest first, as the blog list shows them. */
export function blogTopicPage(kind: TopicKind, slug: string | undefined): BlogTopicPageData | null {
  const { topics, href, heading, filed } = kinds[kind]
  const topic = topics().find((entry) => entry.slug === slug)
  if (!topic) return null
  const dates = topic.entries.map((post) => monthOf(post.data.date))
  const [newest = '', oldest = newest] = [dates[0], dates.at(-1)]
  const published = newest === oldest ? `in ${newest}` : `from ${oldest} to ${newest}`
  return topicPage({
    listing: 'blogs',
    name: topic.name,
    path: href(topic.name),
    heading: heading(topic.name),
    summary: `${counted(topic.entries.length, 'post')} ${filed(topic.name)}, published ${published}`,
    where: `on the ${site.name} blog`,
    items: firstRowInline(topic.entries, postCard),
  })
}
