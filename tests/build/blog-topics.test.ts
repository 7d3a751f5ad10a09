import { describe, expect, it } from 'vitest'
import { absoluteUrl, pagePath, paths } from '../../src/config/paths.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { relatedPosts } from '../../src/loaders/related-posts.ts'
import { fileOf, page, readDist } from '../support/dist.ts'
import { expectNamedPage } from '../support/topic-pages.ts'

/** The blog's category and tag pages, and the links that lead readers and crawlers to them. */
const { posts, blogTopics } = collections()
const topics = [
  ...blogTopics.categories.map((topic) => ({
    ...topic,
    href: paths.blogCategory.href(topic.name),
  })),
  ...blogTopics.tags.map((topic) => ({ ...topic, href: paths.blogTag.href(topic.name) })),
]
const sitemap = readDist('sitemap.xml')
const hrefs = (file: string, selector: string) =>
  page(file)
    .querySelectorAll(selector)
    .map((link) => link.getAttribute('href') ?? '')

describe.each(topics)('$href', ({ name, href, entries: shown }) => {
  const file = fileOf(href)

  it('is exported with one h1 naming the topic, a title, a description and its canonical', () => {
    expectNamedPage(file, name, href)
  })

  it('lists its posts, newest first, and is in the sitemap', () => {
    expect(hrefs(file, 'main h3 a')).toEqual(shown.map((post) => paths.blogPost.href(post.slug)))
    expect(sitemap).toContain(`<loc>${absoluteUrl(href)}</loc>`)
  })
})

describe('links to the topic pages', () => {
  it("the blog list's category links lead to every category's page", () => {
    expect(hrefs('blogs.html', 'nav[aria-label="Post categories"] a')).toEqual([
      pagePath('blogs'),
      ...blogTopics.categories.map((topic) => paths.blogCategory.href(topic.name)),
    ])
  })

  it.each(posts)('$slug links its category and tags to their pages', (post) => {
    const file = fileOf(paths.blogPost.href(post.slug))
    expect(hrefs(file, '.hero a[href^="/blogs/topics/"]')).toEqual([
      paths.blogCategory.href(post.data.category),
    ])
    expect(hrefs(file, 'ul[aria-label="Tags"] a')).toEqual(post.data.tags.map(paths.blogTag.href))
  })
})

describe.each(posts)('/blogs/$slug', (post) => {
  const file = fileOf(paths.blogPost.href(post.slug))

  it('lists its sections at the top, each link leading to its h2', () => {
    const document = page(file)
    const contents = document.querySelector('nav[aria-labelledby="contents-heading"]')
    const ids = document.querySelectorAll('article .prose h2').map((h2) => h2.id)
    expect(ids.length).toBeGreaterThanOrEqual(3)
    expect(new Set(ids).size).toBe(ids.length)
    expect(contents?.querySelectorAll('a').map((link) => link.getAttribute('href'))).toEqual(
      ids.map((id) => `#${id}`),
    )
  })

  it('shows up to three related posts, most shared tags, then category, then newest', () => {
    const expected = relatedPosts(post, posts).map((other) => paths.blogPost.href(other.slug))
    expect(expected).toHaveLength(3)
    expect(hrefs(file, 'section[aria-labelledby="read-next-heading"] h3 a')).toEqual(expected)
  })
})
