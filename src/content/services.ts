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
  column: ServiceColumnId
}

export const services = [
  {
    slug: 'web-application-development',
    name: 'Web Application Development',
    column: 'software-applications',
  },
  {
    slug: 'mobile-app-development',
    name: 'Mobile App Development',
    column: 'software-applications',
  },
  {
    slug: 'erp-solutions',
    name: 'ERP Solutions',
    column: 'software-applications',
  },
  {
    slug: 'product-development',
    name: 'Product Development',
    column: 'software-applications',
  },
  {
    slug: 'ecommerce-development-services',
    name: 'Ecommerce Development',
    column: 'software-applications',
  },
  {
    slug: 'blockchain-application-development',
    name: 'Blockchain Application Development',
    column: 'latest-technologies',
  },
  {
    slug: 'ai-ml-application-development',
    name: 'AI/ML Application Development',
    column: 'latest-technologies',
  },
  {
    slug: 'low-code-no-code-development',
    name: 'Low-Code/No-Code Development',
    column: 'latest-technologies',
  },
  {
    slug: 'data-science-services',
    name: 'Data Science Services',
    column: 'latest-technologies',
  },
  {
    slug: 'cloud-application-development-services',
    name: 'Cloud Application Development',
    column: 'latest-technologies',
  },
  {
    slug: 'ui-ux-design',
    name: 'UI/UX Design',
    column: 'other-services',
  },
  {
    slug: 'seo-and-digital-marketing',
    name: 'SEO and Digital Marketing',
    column: 'other-services',
  },
  {
    slug: 'software-testing',
    name: 'QA and Software Testing',
    column: 'other-services',
  },
  {
    slug: 'website-maintenance-redesign',
    name: 'Website Maintenance and Redesign',
    column: 'other-services',
  },
] as const satisfies readonly Service[]

export type ServiceSlug = (typeof services)[number]['slug']

export type ServiceEntry = (typeof services)[number]

export function findService(slug: string | undefined): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug)
}
