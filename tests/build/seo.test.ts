import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../src/config/paths.ts'
import { site } from '../../src/config/site.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { services } from '../../src/content/services.ts'
import { localeOfPath, locales } from '../../src/i18n/locales.ts'
import {
  confirmations,
  dist,
  fileOf,
  htmlFiles,
  page,
  readDist,
  urlPathOf,
} from '../support/dist.ts'

const files = htmlFiles()
const notFound = '404.html'
const canonicalOf = (file: string) =>
  page(file).querySelector('link[rel="canonical"]')?.getAttribute('href')
/**
 * Pages that are their own canonical and indexed: everything but the 404 page, the
 * confirmations and the /usa/ aliases.
 */
const indexable = files.filter(
  (file) =>
    file !== notFound &&
    !confirmations.includes(file) &&
    canonicalOf(file) === absoluteUrl(urlPathOf(file)),
)
const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

describe('indexable pages', () => {
  it('are every page but the 404 page, the confirmations, the search and the 14 /usa/ aliases', () => {
    expect(indexable).toHaveLength(files.length - 1 - confirmations.length - services.length)
    for (const file of confirmations) {
      expect(page(file).querySelector('meta[name="robots"]')?.getAttribute('content')).toContain(
        'noindex',
      )
      expect(sitemapUrls).not.toContain(canonicalOf(file))
    }
    for (const file of files.filter((f) => f.startsWith('usa/')))
      expect(canonicalOf(file)).toBe(absoluteUrl(urlPathOf(file).replace(/^\/usa\//, '/us/')))
  })

  it.each(indexable)(
    '%s: title ≤ 60, description 70–160, one h1, self-canonical, in the sitemap',
    (file) => {
      const document = page(file)
      const title = document.querySelector('title')?.text ?? ''
      expect(title.length).toBeGreaterThan(10)
      expect(title.length).toBeLessThanOrEqual(60)
      const description =
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      expect(description.length).toBeGreaterThanOrEqual(70)
      expect(description.length).toBeLessThanOrEqual(160)
      expect(document.querySelectorAll('h1')).toHaveLength(1)
      expect(sitemapUrls).toContain(absoluteUrl(urlPathOf(file)))
    },
  )

  it('have unique titles and descriptions', () => {
    const titles = indexable.map((file) => page(file).querySelector('title')?.text)
    const descriptions = indexable.map((file) =>
      page(file).querySelector('meta[name="description"]')?.getAttribute('content'),
    )
    expect(new Set(titles).size).toBe(indexable.length)
    expect(new Set(descriptions).size).toBe(indexable.length)
  })
})

describe('sitemap.xml, robots.txt and the feed', () => {
  it('lists every indexable page exactly once, with its canonical URL and a lastmod', () => {
    expect(sitemapUrls.length).toBe(new Set(sitemapUrls).size)
    expect([...sitemapUrls].sort()).toEqual(indexable.map((file) => canonicalOf(file)).sort())
    const lastmods = [...sitemap.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])
    expect(lastmods).toHaveLength(sitemapUrls.length)
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = readDist('robots.txt')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/$/m)
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })

  it('the RSS feed lists every post, newest first, and every page links to it', () => {
    const feed = parse(readDist('feed.xml'))
    const items = feed.querySelectorAll('item')
    const { posts } = collections()
    expect(items.map((item) => item.querySelector('guid')?.text)).toEqual(
      posts.map((post) => absoluteUrl(`/blogs/${post.slug}`)),
    )
    for (const file of files) {
      const link = page(file).querySelector('link[rel="alternate"][type="application/rss+xml"]')
      expect(link?.getAttribute('href'), file).toBe(absoluteUrl('/feed.xml'))
    }
  })
})

describe('social cards', () => {
  it.each(files)(
    '%s has Open Graph tags with an image that exists, and the card type for X',
    (file) => {
      const document = page(file)
      const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')
      const image = meta('meta[property="og:image"]') ?? ''
      expect(image.startsWith(`${site.origin}/`)).toBe(true)
      expect(existsSync(join(dist, new URL(image).pathname)), image).toBe(true)
      expect(meta('meta[property="og:image:alt"]')).toBeTruthy()
      expect(meta('meta[property="og:title"]')).toBe(document.querySelector('title')?.text)
      expect(meta('meta[property="og:description"]')).toBeTruthy()
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
      expect(meta('meta[name="twitter:image:alt"]')).toBe(meta('meta[property="og:image:alt"]'))
      // X falls back to og:title, og:description and og:image: no copies in every first flight.
      expect(document.querySelectorAll('meta[name^="twitter:"]').length).toBe(2)
    },
  )
})

describe('hreflang clusters', () => {
  const alternatesOf = (file: string) =>
    page(file)
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
      .sort()
  const regional = collections().countries.filter(
    (country) => country.hreflang && country.canonicalPrefix === country.prefix,
  )

  it('covers the 16 markets with a region of their own', () => {
    expect(regional).toHaveLength(16)
  })

  it.each(services.map((service) => service.slug))(
    '%s: reciprocal, absolute and canonical',
    (slug) => {
      const members = [
        `services/${slug}.html`,
        ...regional.map((country) => `${country.prefix}/${slug}.html`),
        ...locales.map((locale) => `${locale.id}/${slug}.html`),
      ]
      const cluster = alternatesOf(members[0] ?? '')
      expect(cluster).toContain(`x-default ${absoluteUrl(`/services/${slug}`)}`)
      expect(cluster).toHaveLength(members.length + 1) // each member once, plus x-default
      for (const member of members) {
        expect(alternatesOf(member), member).toEqual(cluster)
        expect(cluster.map((entry) => entry.split(' ')[1])).toContain(canonicalOf(member))
      }
      for (const entry of cluster) {
        const href = entry.split(' ')[1] ?? ''
        const file = `${new URL(href).pathname.slice(1)}.html`
        expect(canonicalOf(file)).toBe(href)
      }
      expect(alternatesOf(`usa/${slug}.html`)).toEqual([])
      expect(alternatesOf(`local/${slug}.html`)).toEqual([])
      expect(canonicalOf(`local/${slug}.html`)).toBe(absoluteUrl(`/local/${slug}`))
    },
  )
})

const localeOfFile = (file: string) => localeOfPath(urlPathOf(file))?.tag

describe('market landing pages', () => {
  it('carry one reciprocal cluster of every market in its language, each self-canonical', () => {
    const alternatesOf = (file: string) =>
      page(file)
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort()
    const members = locales.map((locale) => `${locale.id}.html`)
    const cluster = alternatesOf(members[0] ?? '')
    expect(cluster).toHaveLength(locales.length)
    for (const member of members) {
      expect(alternatesOf(member), member).toEqual(cluster)
      expect(cluster).toContain(`${localeOfFile(member)} ${canonicalOf(member)}`)
    }
  })
})

describe('links and copy', () => {
  const target = (href: string) => {
    const path = new URL(href, site.origin).pathname
    if (path === '/') return 'index.html'
    const file = path.slice(1)
    return existsSync(join(dist, file)) && !file.endsWith('/') ? file : `${file}.html`
  }

  it('every internal link in every page leads to a page or file that exists', () => {
    const broken: string[] = []
    for (const file of files) {
      for (const element of page(file).querySelectorAll('a[href], link[href], img[src]')) {
        const href = element.getAttribute('href') ?? element.getAttribute('src') ?? ''
        const url = new URL(href, `${site.origin}/`)
        if (url.origin !== site.origin || href.startsWith('#')) continue
        if (!existsSync(join(dist, target(href)))) broken.push(`${file}: ${href}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('a crawler that starts at / and follows links reaches every page in the sitemap', () => {
    const reached = new Set<string>()
    const queue = ['/']
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (reached.has(path)) continue
      reached.add(path)
      const file = fileOf(path)
      if (!existsSync(join(dist, file))) continue
      for (const link of page(file).querySelectorAll('a[href]')) {
        const url = new URL(link.getAttribute('href') ?? '', `${site.origin}${path}`)
        if (url.origin === site.origin && !reached.has(url.pathname)) queue.push(url.pathname)
      }
    }
    const unreached = sitemapUrls.filter((url) => !reached.has(new URL(url ?? '').pathname))
    expect(sitemapUrls.length).toBeGreaterThan(250)
    expect(unreached).toEqual([])
  })

  it('no page shows lorem ipsum, TODO, TBD or an unfilled {placeholder}', () => {
    for (const file of files) {
      const body = page(file).querySelector('body')?.clone() as ReturnType<typeof page>
      body.querySelectorAll('script, style').forEach((node) => node.remove())
      const text = body.text
      expect(text, file).not.toMatch(/lorem|ipsum/i)
      expect(text, file).not.toMatch(/\bTODO\b|\bTBD\b/)
      expect(text, file).not.toMatch(/\{\w+\}|\$\{|undefined|NaN|\[object Object\]/)
    }
  })
})

describe('images', () => {
  it('every image reserves its space and has alt text (empty only beside a text link)', () => {
    for (const file of files) {
      for (const img of page(file).querySelectorAll('img')) {
        const where = `${file}: ${img.getAttribute('src')}`
        expect(Number(img.getAttribute('width')), where).toBeGreaterThan(0)
        expect(Number(img.getAttribute('height')), where).toBeGreaterThan(0)
        expect(img.hasAttribute('alt'), where).toBe(true)
        if (img.getAttribute('alt') === '') {
          // Decorative: the card it sits in is named by its heading link.
          const card = img.closest('li') ?? img.closest('div')
          expect(card?.querySelector('a')?.text.trim(), where).toBeTruthy()
        }
      }
    }
  })

  it('images below the fold load lazily; an article cover is inline, named, needs no request', () => {
    const lazy = page('index.html').querySelectorAll('main img')
    expect(lazy.length).toBeGreaterThan(3)
    for (const img of lazy) expect(img.getAttribute('loading')).toBe('lazy')
    for (const file of [
      'blogs/accessibility-from-the-first-sprint.html',
      'case-studies/freight-forwarder-erp-consolidation.html',
    ]) {
      const cover = page(file).querySelector('main [role="img"]')
      expect(cover?.getAttribute('aria-label')?.length, file).toBeGreaterThan(10)
      expect(cover?.querySelector('svg')?.getAttribute('viewBox'), file).toBe('0 0 1200 630')
      expect(cover?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
  })
})
