import { absoluteUrl, pagePath, paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { escapeXml } from './sitemap.ts'

export interface FeedItem {
  path: string
  title: string
  description: string
  /** YYYY-MM-DD */
  date: string
  author: string
  category: string
}

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString()

/** RSS 2.0 feed of the blog, newest first. */
export function rssFeed(items: readonly FeedItem[]): string {
  const entries = items.map((item) => {
    const url = escapeXml(absoluteUrl(item.path))
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      '    </item>',
    ].join('\n')
  })
  const newest = items[0]?.date
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(pagePath('blogs')))}</link>`,
    `    <description>${escapeXml(`Articles on software delivery, cloud, AI and product design from ${site.name}.`)}</description>`,
    `    <language>en</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(paths.feed.href()))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
