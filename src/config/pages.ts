import { site } from './site.ts'

/**
 * The fixed pages: each is declared here once, and everything else is derived from it. The
 * route table (routes.tsx), the link builder `pagePath` (paths.ts), the breadcrumb trails
 * (breadcrumbs.ts), the About menu and the footer (navigation.ts), the page's build-time data,
 * structured data (loaders/content-pages.ts) and the sitemap (loaders/site-index.ts) read it.
 * The copy of page `{id}` lives in `src/content/pages/{id}.yaml`.
 */

/** A list a screen shows below the page's sections, filled from the content at build time. */
export type ListingKind =
  'posts' | 'case-studies' | 'jobs' | 'faq-topics' | 'estimator' | 'call-hours' | 'topics'

/**
 * The screens a fixed page can use (each a lazy chunk, mapped in routes.tsx) and the listing
 * each one shows. A page must declare the listing of its screen: a mismatch fails the build.
 */
export const fixedScreens = {
  content: undefined,
  contact: undefined,
  blogList: 'posts',
  caseStudyList: 'case-studies',
  careers: 'jobs',
  faqs: 'faq-topics',
  estimate: 'estimator',
  call: 'call-hours',
  search: 'topics',
} as const satisfies Record<string, ListingKind | undefined>

export type FixedScreen = keyof typeof fixedScreens

/**
 * Structured data a page declares, beyond what its content implies (FAQPage where FAQs are
 * shown, ItemList for a listing). The home page's graph replaces WebPage and BreadcrumbList.
 */
export type DeclaredData = 'organization' | 'web-site' | 'professional-service' | 'role-list'

export interface FixedPage {
  path: string
  /** Its name in breadcrumb trails and in menus that list it. */
  label: string
  /** The fixed page above it in the breadcrumb trail (the home page when omitted). */
  parent?: string
  screen: FixedScreen
  listing?: ListingKind
  structuredData?: readonly DeclaredData[]
  /**
   * false: a page only a form leads to (a confirmation), or the site search: not indexed, not
   * in the sitemap or the search index, and not listed in the footer's "More" links.
   */
  indexable?: false
}

export const fixedPages = {
  home: {
    path: '/',
    label: 'Home',
    screen: 'content',
    structuredData: ['organization', 'web-site', 'professional-service'],
  },
  about: {
    path: '/about',
    label: 'About',
    screen: 'content',
    structuredData: ['professional-service'],
  },
  'about-company': {
    path: '/about/company',
    label: 'Company',
    parent: 'about',
    screen: 'content',
    structuredData: ['professional-service'],
  },
  'about-why': {
    path: `/about/why-${site.brandSlug}`,
    label: `Why ${site.shortName}`,
    parent: 'about',
    screen: 'content',
  },
  'about-team': { path: '/about/our-team', label: 'Our Team', parent: 'about', screen: 'content' },
  'about-engagement-models': {
    path: '/about/engagement-models',
    label: 'Engagement Models',
    parent: 'about',
    screen: 'content',
  },
  blogs: { path: '/blogs', label: 'Blog', screen: 'blogList', listing: 'posts' },
  careers: { path: '/careers', label: 'Careers', screen: 'careers', listing: 'jobs' },
  'case-studies': {
    path: '/case-studies',
    label: 'Case Studies',
    screen: 'caseStudyList',
    listing: 'case-studies',
  },
  contact: {
    path: '/contactus',
    label: 'Contact',
    screen: 'contact',
    structuredData: ['professional-service'],
  },
  resources: { path: '/resources', label: 'Resources', screen: 'content' },
  faqs: {
    path: '/resources/FAQs',
    label: 'FAQs',
    parent: 'resources',
    screen: 'faqs',
    listing: 'faq-topics',
  },
  'hire-developers': {
    path: '/hire-developers',
    label: 'Hire Developers',
    screen: 'content',
    structuredData: ['role-list'],
  },
  estimate: {
    path: '/estimate',
    label: 'Project estimator',
    screen: 'estimate',
    listing: 'estimator',
  },
  'estimate-sent': {
    path: '/estimate/sent',
    label: 'Estimate request sent',
    parent: 'estimate',
    screen: 'content',
    indexable: false,
  },
  call: {
    path: '/call',
    label: 'Book a call',
    screen: 'call',
    listing: 'call-hours',
  },
  'call-sent': {
    path: '/call/sent',
    label: 'Call request sent',
    parent: 'call',
    screen: 'content',
    indexable: false,
  },
  search: {
    path: '/search',
    label: 'Search',
    screen: 'search',
    listing: 'topics',
    indexable: false,
  },
  privacy: { path: '/privacy', label: 'Privacy notice', screen: 'content' },
  terms: { path: '/terms', label: 'Terms of use', screen: 'content' },
} as const satisfies Record<string, FixedPage>

export type FixedPageId = keyof typeof fixedPages
