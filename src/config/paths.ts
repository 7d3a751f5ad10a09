import { site } from './site.ts'

/**
 * Every internal URL is built here. `path` is the route pattern (routes.tsx),
 * `href` builds a concrete link. URLs have no trailing slash; the home page is `/`.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  about: { path: '/about', href: () => '/about' },
  aboutCompany: { path: '/about/company', href: () => '/about/company' },
  aboutWhy: {
    path: `/about/why-${site.brandSlug}`,
    href: () => `/about/why-${site.brandSlug}`,
  },
  aboutTeam: { path: '/about/our-team', href: () => '/about/our-team' },
  aboutEngagementModels: {
    path: '/about/engagement-models',
    href: () => '/about/engagement-models',
  },
  blogs: { path: '/blogs', href: () => '/blogs' },
  careers: { path: '/careers', href: () => '/careers' },
  contact: { path: '/contactus', href: () => '/contactus' },
  resources: { path: '/resources', href: () => '/resources' },
  faqs: { path: '/resources/FAQs', href: () => '/resources/FAQs' },
  caseStudies: { path: '/case-studies', href: () => '/case-studies' },
  hireDevelopers: { path: '/hire-developers', href: () => '/hire-developers' },
  hireRole: {
    path: '/hire-developers/:role',
    href: (role: string) => `/hire-developers/${role}`,
  },
  service: {
    path: '/services/:service',
    href: (service: string) => `/services/${service}`,
  },
  countryService: {
    path: '/:country/:service',
    href: (country: string, service: string) => `/${country}/${service}`,
  },
  blogPost: { path: '/blogs/:slug', href: (slug: string) => `/blogs/${slug}` },
  caseStudy: { path: '/case-studies/:slug', href: (slug: string) => `/case-studies/${slug}` },
  job: { path: '/careers/:slug', href: (slug: string) => `/careers/${slug}` },
  notFound: { path: '/404', href: () => '/404' },
  feed: { path: '/feed.xml', href: () => '/feed.xml' },
  sitemap: { path: '/sitemap.xml', href: () => '/sitemap.xml' },
} as const

/** The absolute URL of a path on the public www host, as used by canonicals and JSON-LD. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.origin}/` : `${site.origin}${path}`
}
