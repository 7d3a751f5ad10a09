/**
 * The 14 services the company offers, grouped as the header's mega menu groups them. Only what menus
 * need lives here (it ships with every page); what each page says is in src/content/services/.
 */
export const serviceColumns = [
  { id: 'software-applications', title: 'Software Applications' },
  { id: 'latest-technologies', title: 'Latest Technologies' },
  { id: 'other-services', title: 'Other Services' },
] as const

export type ServiceColumnId = (typeof serviceColumns)[number]['id']

export interface Service {
  slug: string
  name: string
  /** Its icon everywhere: menus, cards and its own page (a lucide name; the build checks it). */
  icon: string
  column: ServiceColumnId
}

export const services = [
  {
    slug: 'web-application-development',
    name: 'Web Application Development',
    icon: 'app-window',
    column: 'software-applications',
  },
  {
    slug: 'mobile-app-development',
    name: 'Mobile App Development',
    icon: 'smartphone',
    column: 'software-applications',
  },
  {
    slug: 'erp-solutions',
    name: 'ERP Solutions',
    icon: 'boxes',
    column: 'software-applications',
  },
  {
    slug: 'product-development',
    name: 'Product Development',
    icon: 'rocket',
    column: 'software-applications',
  },
  {
    slug: 'ecommerce-development-services',
    name: 'Ecommerce Development',
    icon: 'shopping-cart',
    column: 'software-applications',
  },
  {
    slug: 'blockchain-application-development',
    name: 'Blockchain Application Development',
    icon: 'link',
    column: 'latest-technologies',
  },
  {
    slug: 'ai-ml-application-development',
    name: 'AI/ML Application Development',
    icon: 'brain-circuit',
    column: 'latest-technologies',
  },
  {
    slug: 'low-code-no-code-development',
    name: 'Low-Code/No-Code Development',
    icon: 'puzzle',
    column: 'latest-technologies',
  },
  {
    slug: 'data-science-services',
    name: 'Data Science Services',
    icon: 'chart-scatter',
    column: 'latest-technologies',
  },
  {
    slug: 'cloud-application-development-services',
    name: 'Cloud Application Development',
    icon: 'cloud',
    column: 'latest-technologies',
  },
  {
    slug: 'ui-ux-design',
    name: 'UI/UX Design',
    icon: 'pen-tool',
    column: 'other-services',
  },
  {
    slug: 'seo-and-digital-marketing',
    name: 'SEO and Digital Marketing',
    icon: 'search-check',
    column: 'other-services',
  },
  {
    slug: 'software-testing',
    name: 'QA and Software Testing',
    icon: 'bug-off',
    column: 'other-services',
  },
  {
    slug: 'website-maintenance-redesign',
    name: 'Website Maintenance and Redesign',
    icon: 'wrench',
    column: 'other-services',
  },
] as const satisfies readonly Service[]

export type ServiceSlug = (typeof services)[number]['slug']

export type ServiceEntry = (typeof services)[number]

export function findService(slug: string | undefined): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug)
}
