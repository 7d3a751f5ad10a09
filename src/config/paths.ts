import { fixedPages, type FixedPage, type FixedPageId } from './pages.ts'
import { slugify } from '../lib/slug.ts'
import { site } from './site.ts'

/** The path of a fixed page, as declared in pages.ts. */
export function pagePath(id: FixedPageId): string {
  const page: FixedPage | undefined = (fixedPages as Record<string, FixedPage>)[id]
  if (!page) throw new Error(`No fixed page "${id}" in src/config/pages.ts`)
  return page.path
}

/**
 * Every other internal URL is built here. `path` is the route pattern (routes.tsx),
 * `href` builds a concrete link. URLs have no trailing slash; the home page is `/`.
 */
export const paths = {
  hireRole: {
    path: `${pagePath('hire-developers')}/:role`,
    href: (role: string) => `${pagePath('hire-developers')}/${role}`,
  },
  service: {
    path: '/services/:service',
    href: (service: string) => `/services/${service}`,
  },
  countryService: {
    path: '/:country/:service',
    href: (country: string, service: string) => `/${country}/${service}`,
  },
  blogPost: {
    path: `${pagePath('blogs')}/:slug`,
    href: (slug: string) => `${pagePath('blogs')}/${slug}`,
  },
  /** A blog category's posts, from the category's name (src/content/loader/topics.ts checks the slugs). */
  blogCategory: {
    path: `${pagePath('blogs')}/topics/:topic`,
    href: (category: string) => `${pagePath('blogs')}/topics/${slugify(category)}`,
  },
  /** A tag's posts, from the tag's name. */
  blogTag: {
    path: `${pagePath('blogs')}/tags/:tag`,
    href: (tag: string) => `${pagePath('blogs')}/tags/${slugify(tag)}`,
  },
  /** A case-study industry's, service's or technology's page (src/config/case-study-paths.ts). */
  caseStudyFacet: {
    path: `${pagePath('case-studies')}/:facet/:name`,
    href: (facet: string, slug: string) => `${pagePath('case-studies')}/${facet}/${slug}`,
  },
  caseStudy: {
    path: `${pagePath('case-studies')}/:slug`,
    href: (slug: string) => `${pagePath('case-studies')}/${slug}`,
  },
  job: {
    path: `${pagePath('careers')}/:slug`,
    href: (slug: string) => `${pagePath('careers')}/${slug}`,
  },
  /** A market's pages in its language (src/i18n/locales.ts): /ko-kr, /ar-sa/erp-solutions. */
  market: {
    href: (locale: string) => `/${locale}`,
  },
  marketContact: {
    href: (locale: string) => `/${locale}${pagePath('contact')}`,
  },
  marketCall: {
    href: (locale: string) => `/${locale}${pagePath('call')}`,
  },
  marketCallSent: {
    href: (locale: string) => `/${locale}${pagePath('call-sent')}`,
  },
  marketService: {
    path: ':service',
    href: (locale: string, service: string) => `/${locale}/${service}`,
  },
  notFound: { path: '/404', href: () => '/404' },
  feed: { path: '/feed.xml', href: () => '/feed.xml' },
  sitemap: { path: '/sitemap.xml', href: () => '/sitemap.xml' },
} as const

/** The absolute URL of a path on the public www host, as used by canonicals and JSON-LD. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.origin}/` : `${site.origin}${path}`
}
