import type { Breadcrumb } from '../config/breadcrumbs.ts'
import { absoluteUrl } from '../config/paths.ts'
import { site } from '../config/site.ts'
import type { Thing } from 'schema-dts'
import { breadcrumbList, serializeJsonLd, webPage } from './json-ld.ts'
import { socialImagePath, type SocialImage } from './social-image.ts'
import { directionOf } from '../i18n/locales.ts'

/** The social card every page type shows unless it has an image of its own (1200×630). */
export const defaultSocialImage = {
  src: socialImagePath('/images/social/default.svg'),
  alt: `${site.name}: software development company in Ahmedabad, India`,
  width: 1200,
  height: 630,
}

export type { SocialImage }

/** Everything a page's <head> carries, computed at build time by its route loader. */
export interface HeadData {
  title: string
  description: string
  canonical: string
  indexable: boolean
  /** hreflang alternates, absolute (service clusters only). */
  alternates: { hreflang: string; href: string }[]
  ogType: 'website' | 'article'
  image: SocialImage
  article?: { publishedTime: string; modifiedTime: string; section?: string; tags?: string[] }
  jsonLd: string
  /** <html lang dir>: the page's BCP 47 tag and its script's direction. */
  lang: string
  dir: 'ltr' | 'rtl'
}

export interface HeadInput {
  /** Page title without the brand. */
  title: string
  description: string
  /** The page's own path; the canonical URL unless `canonicalPath` says otherwise. */
  path: string
  canonicalPath?: string
  /** Trail from the home page to this page; omitted on the home page. */
  breadcrumbs?: Breadcrumb[]
  /** Structured data added to the page's WebPage (and BreadcrumbList). */
  structuredData?: Thing[]
  /** Replaces the default WebPage + BreadcrumbList graph (home). */
  graph?: Thing[]
  alternates?: HeadData['alternates']
  image?: SocialImage
  article?: HeadData['article']
  indexable?: boolean
  /** The page's language as a BCP 47 tag (ko-KR, ar-SA); the site's own when omitted. */
  language?: string
}

/** "{title} | {shortName}", unless that would be cut in search results (60 characters). */
export function documentTitle(title: string): string {
  const branded = `${title} | ${site.shortName}`
  return branded.length <= 60 ? branded : title
}

export function pageHead(input: HeadInput): HeadData {
  const title = documentTitle(input.title)
  const canonicalPath = input.canonicalPath ?? input.path
  const graph = input.graph ?? [
    webPage({ title, description: input.description, path: canonicalPath }),
    ...(input.breadcrumbs ? [breadcrumbList(input.breadcrumbs)] : []),
    ...(input.structuredData ?? []),
  ]
  return {
    title,
    description: input.description,
    canonical: absoluteUrl(canonicalPath),
    indexable: input.indexable ?? true,
    alternates: input.alternates ?? [],
    ogType: input.article ? 'article' : 'website',
    image: input.image ?? defaultSocialImage,
    ...(input.article ? { article: input.article } : {}),
    jsonLd: serializeJsonLd(graph),
    lang: input.language ?? site.locale,
    dir: directionOf(input.language ?? site.locale),
  }
}
