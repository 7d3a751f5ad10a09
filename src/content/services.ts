/** The 14 services of SPEC §2, grouped as the header's mega menu groups them. */
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
  /** One sentence for menus, cards and meta descriptions. */
  summary: string
}

export const services = [
  {
    slug: 'web-application-development',
    name: 'Web Application Development',
    column: 'software-applications',
    summary:
      'Secure, fast web applications and customer portals built with React, Node.js and .NET, from first release to long-term support.',
  },
  {
    slug: 'mobile-app-development',
    name: 'Mobile App Development',
    column: 'software-applications',
    summary:
      'Native and cross-platform iOS and Android apps with offline support, push notifications and store release handled for you.',
  },
  {
    slug: 'erp-solutions',
    name: 'ERP Solutions',
    column: 'software-applications',
    summary:
      'ERP systems tailored to your inventory, finance, production and HR processes, integrated with the tools your teams already use.',
  },
  {
    slug: 'product-development',
    name: 'Product Development',
    column: 'software-applications',
    summary:
      'From discovery workshop to launched SaaS product: scoping, MVP, iterations driven by user data and a roadmap you can fund.',
  },
  {
    slug: 'ecommerce-development-services',
    name: 'Ecommerce Development',
    column: 'software-applications',
    summary:
      'Online stores and marketplaces on Shopify, WooCommerce or a headless stack, with payments, catalogue and fulfilment integrations.',
  },
  {
    slug: 'blockchain-application-development',
    name: 'Blockchain Application Development',
    column: 'latest-technologies',
    summary:
      'Smart contracts, wallets and permissioned ledgers where a shared, tamper-evident record solves a real business problem.',
  },
  {
    slug: 'ai-ml-application-development',
    name: 'AI/ML Application Development',
    column: 'latest-technologies',
    summary:
      'Machine learning models, LLM assistants and document automation built into your product, measured against business outcomes.',
  },
  {
    slug: 'low-code-no-code-development',
    name: 'Low-Code/No-Code Development',
    column: 'latest-technologies',
    summary:
      'Internal tools and workflow apps on Power Apps, OutSystems or Retool, delivered in weeks and governed like real software.',
  },
  {
    slug: 'data-science-services',
    name: 'Data Science Services',
    column: 'latest-technologies',
    summary:
      'Data pipelines, dashboards and forecasting models that turn scattered operational data into decisions your managers trust.',
  },
  {
    slug: 'cloud-application-development-services',
    name: 'Cloud Application Development',
    column: 'latest-technologies',
    summary:
      'Cloud-native applications and migrations on AWS, Azure and Google Cloud with infrastructure as code and predictable running costs.',
  },
  {
    slug: 'ui-ux-design',
    name: 'UI/UX Design',
    column: 'other-services',
    summary:
      'Research-led interface design, clickable prototypes and design systems that make complex software feel simple to use.',
  },
  {
    slug: 'seo-and-digital-marketing',
    name: 'SEO and Digital Marketing',
    column: 'other-services',
    summary:
      'Technical SEO, content strategy and performance campaigns that bring qualified visitors to your product and measure what converts.',
  },
  {
    slug: 'software-testing',
    name: 'QA and Software Testing',
    column: 'other-services',
    summary:
      'Manual and automated testing of web, mobile and API layers, so every release ships with evidence instead of hope.',
  },
  {
    slug: 'website-maintenance-redesign',
    name: 'Website Maintenance and Redesign',
    column: 'other-services',
    summary:
      'Security updates, performance fixes and redesigns for existing websites, without losing the search rankings you already earned.',
  },
] as const satisfies readonly Service[]

export type ServiceSlug = (typeof services)[number]['slug']

export function findService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug)
}
