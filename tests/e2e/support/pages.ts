/** One page of every page type the site exports, and a path that is not a page. */
export interface PageCase {
  name: string
  path: string
  /** The path of its canonical URL. */
  canonicalPath: string
  /** Served with HTTP 404 and the not-found page. */
  notFound?: boolean
  /** Kept out of search engines though found (the site search). */
  noindex?: boolean
}

export const pageTypes: PageCase[] = [
  { name: 'home', path: '/', canonicalPath: '/' },
  { name: 'copy page', path: '/about/company', canonicalPath: '/about/company' },
  { name: 'contact page', path: '/contactus', canonicalPath: '/contactus' },
  {
    name: 'hire role page',
    path: '/hire-developers/hire-dotnet-developer',
    canonicalPath: '/hire-developers/hire-dotnet-developer',
  },
  { name: 'service page', path: '/services/ui-ux-design', canonicalPath: '/services/ui-ux-design' },
  { name: 'country service page', path: '/au/erp-solutions', canonicalPath: '/au/erp-solutions' },
  {
    name: 'country service page with a canonical alias',
    path: '/usa/erp-solutions',
    canonicalPath: '/us/erp-solutions',
  },
  { name: 'blog list', path: '/blogs', canonicalPath: '/blogs' },
  {
    name: 'blog post',
    path: '/blogs/accessibility-from-the-first-sprint',
    canonicalPath: '/blogs/accessibility-from-the-first-sprint',
  },
  {
    name: 'blog category page',
    path: '/blogs/topics/engineering',
    canonicalPath: '/blogs/topics/engineering',
  },
  { name: 'blog tag page', path: '/blogs/tags/angular', canonicalPath: '/blogs/tags/angular' },
  { name: 'case study list', path: '/case-studies', canonicalPath: '/case-studies' },
  {
    name: 'case study industry page',
    path: '/case-studies/industry/logistics',
    canonicalPath: '/case-studies/industry/logistics',
  },
  {
    name: 'case study service page',
    path: '/case-studies/service/ui-ux-design',
    canonicalPath: '/case-studies/service/ui-ux-design',
  },
  {
    name: 'case study technology page',
    path: '/case-studies/technology/postgresql',
    canonicalPath: '/case-studies/technology/postgresql',
  },
  {
    name: 'case study',
    path: '/case-studies/freight-forwarder-erp-consolidation',
    canonicalPath: '/case-studies/freight-forwarder-erp-consolidation',
  },
  { name: 'careers', path: '/careers', canonicalPath: '/careers' },
  {
    name: 'job opening',
    path: '/careers/senior-react-developer',
    canonicalPath: '/careers/senior-react-developer',
  },
  { name: 'FAQs', path: '/resources/FAQs', canonicalPath: '/resources/FAQs' },
  { name: 'estimator', path: '/estimate', canonicalPath: '/estimate' },
  { name: 'call request', path: '/call', canonicalPath: '/call' },
  { name: 'market landing page', path: '/ar-sa', canonicalPath: '/ar-sa' },
  {
    name: 'market service page',
    path: '/ko-kr/erp-solutions',
    canonicalPath: '/ko-kr/erp-solutions',
  },
  { name: 'market contact page', path: '/fr-ma/contactus', canonicalPath: '/fr-ma/contactus' },
  // Right to left: a text's start edge is its right, so a shift shows there and not in LTR.
  { name: 'market call request', path: '/ar-ae/call', canonicalPath: '/ar-ae/call' },
  { name: 'search', path: '/search', canonicalPath: '/search', noindex: true },
  { name: 'not-found page', path: '/404', canonicalPath: '/404', notFound: true },
  { name: 'unknown path', path: '/some/unknown/path', canonicalPath: '/404', notFound: true },
]
