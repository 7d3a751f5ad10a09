import { absoluteUrl, paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import type { HeadTags } from '../lib/document-head.ts'
import type { HeadData } from './head.ts'

export type { HeadTags }

/** The tags of a page's head, in one form for the static build (unhead) and the browser. */
export function headTags(head: HeadData): HeadTags {
  const image = absoluteUrl(head.image.src)
  const article = head.article
  const meta = (key: 'name' | 'property', name: string, content: string) => ({
    [key]: name,
    content,
  })
  return {
    title: head.title,
    meta: [
      meta('name', 'description', head.description),
      meta('name', 'robots', head.indexable ? 'index, follow' : 'noindex, follow'),
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:type', head.ogType),
      meta('property', 'og:locale', head.lang === 'en' ? 'en_US' : head.lang.replace('-', '_')),
      meta('property', 'og:image', image),
      meta('property', 'og:image:alt', head.image.alt),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      // X reads the title, description and image from og:* when twitter:* has none; the alt
      // text it does not, so that one stays.
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image:alt', head.image.alt),
      ...(article
        ? [
            meta('property', 'article:published_time', article.publishedTime),
            meta('property', 'article:modified_time', article.modifiedTime),
            ...(article.section ? [meta('property', 'article:section', article.section)] : []),
            ...(article.tags ?? []).map((tag) => meta('property', 'article:tag', tag)),
          ]
        : []),
    ],
    link: [
      { rel: 'canonical', href: head.canonical },
      ...head.alternates.map((alternate) => ({
        rel: 'alternate',
        hreflang: alternate.hreflang,
        href: alternate.href,
      })),
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${site.name} blog`,
        href: absoluteUrl(paths.feed.href()),
      },
    ],
    jsonLd: head.jsonLd,
  }
}
