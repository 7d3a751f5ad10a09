import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContentFrom } from '../../../src/content/loader/collections.ts'
import { staticPaths } from '../../../src/content/loader/static-paths.ts'
import { blogPostPage, blogTopicPage, contentPage } from '../../../src/loaders/index.ts'
import { feedItems, sitemapEntries } from '../../../src/loaders/site-index.ts'
import { rssFeed } from '../../../src/seo/feed.ts'

/**
 * A marketer adds one Markdown file and nothing else: the post gets its page, its entry in the
 * blog list, the sitemap and the feed. The fixture is copied into a copy of src/content.
 */
const content = join(process.cwd(), 'src', 'content')
const publicDir = join(process.cwd(), 'public')
const fixture = join(import.meta.dirname, 'fixtures', 'choosing-a-database.md')
let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(content, root, { recursive: true })
  copyFileSync(fixture, join(root, 'blog', 'choosing-a-database.md'))
  loadContentFrom(root, publicDir)
})
afterAll(() => {
  loadContentFrom(content, publicDir)
  rmSync(root, { recursive: true, force: true })
})

describe('adding one Markdown file', () => {
  const path = '/blogs/choosing-a-database'

  it('adds its page, with the body rendered to HTML at build time', async () => {
    expect(await staticPaths.posts()).toContain(path)
    const page = blogPostPage('choosing-a-database')
    expect(page?.post.title).toBe('Choosing a Database for a New Product')
    expect(page?.post.html).toContain(
      '<h2 id="start-from-the-questions-not-the-brand">Start from the questions, not the brand</h2>',
    )
    expect(page?.head.canonical).toBe(`https://www.example.com${path}`)
    expect(page?.head.jsonLd).toContain('"@type":"BlogPosting"')
  })

  it('adds it to the blog list, newest first', () => {
    const listing = contentPage('blogs').listing
    expect(listing?.type === 'posts' && listing.items[0]?.href).toBe(path)
  })

  it('adds it to the sitemap with its date', () => {
    expect(sitemapEntries()).toContainEqual({ path, lastmod: '2026-11-21' })
  })

  it("adds it to its category's page and gives each new tag a page", async () => {
    expect(blogTopicPage('category', 'engineering')?.items[0]?.href).toBe(path)
    expect(await staticPaths.blogTags()).toEqual(
      expect.arrayContaining(['/blogs/tags/databases', '/blogs/tags/architecture']),
    )
    expect(blogTopicPage('tag', 'databases')?.items.map((item) => item.href)).toEqual([path])
    expect(sitemapEntries()).toContainEqual({
      path: '/blogs/tags/databases',
      lastmod: '2026-11-21',
    })
  })

  it('adds it to the feed', () => {
    expect(feedItems()[0]?.path).toBe(path)
    expect(rssFeed(feedItems())).toContain(`<link>https://www.example.com${path}</link>`)
  })
})
