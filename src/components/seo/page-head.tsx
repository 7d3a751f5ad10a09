import { useHead } from '@unhead/react'
import type { Thing } from 'schema-dts'
import { absoluteUrl } from '../../config/paths.ts'
import { site } from '../../config/site.ts'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import { breadcrumbList, serializeJsonLd, webPage } from './json-ld.ts'

export interface PageHeadProps {
  /** Page title without the brand. */
  title: string
  description: string
  /** The page's own path; the canonical URL unless `canonicalPath` says otherwise. */
  path: string
  canonicalPath?: string
  /** Trail from the home page to this page; omitted on the home page. */
  breadcrumbs?: Breadcrumb[]
  /** Structured data replacing the default WebPage + BreadcrumbList graph. */
  structuredData?: Thing[]
  noindex?: boolean
  ogType?: 'website' | 'article'
}

/** Title, description, canonical, Open Graph and JSON-LD of one page, rendered by unhead. */
export function PageHead({
  title,
  description,
  path,
  canonicalPath = path,
  breadcrumbs,
  structuredData,
  noindex = false,
  ogType = 'website',
}: PageHeadProps) {
  const fullTitle = `${title} | ${site.shortName}`
  const canonical = absoluteUrl(canonicalPath)
  const graph = structuredData ?? [
    webPage({ title: fullTitle, description, path: canonicalPath }),
    ...(breadcrumbs ? [breadcrumbList(breadcrumbs)] : []),
  ]

  useHead({
    htmlAttrs: { lang: site.locale },
    title: fullTitle,
    meta: [
      { name: 'description', content: description },
      { name: 'robots', content: noindex ? 'noindex, follow' : 'index, follow' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:type', content: ogType },
      { property: 'og:locale', content: 'en_US' },
    ],
    link: [{ rel: 'canonical', href: canonical }],
    script: [{ key: 'json-ld', type: 'application/ld+json', innerHTML: serializeJsonLd(graph) }],
  })

  return null
}
