import type { ServiceSlug } from './services.ts'

/** One sentence per service for cards, introductions and meta descriptions. */
export const serviceSummaries: Record<ServiceSlug, string> = {
  'web-application-development':
    'Secure, fast web applications and customer portals built with React, Node.js and .NET, from first release to long-term support.',
  'mobile-app-development':
    'Native and cross-platform iOS and Android apps with offline support, push notifications and store release handled for you.',
  'erp-solutions':
    'ERP systems tailored to your inventory, finance, production and HR processes, integrated with the tools your teams already use.',
  'product-development':
    'From discovery workshop to launched SaaS product: scoping, MVP, iterations driven by user data and a roadmap you can fund.',
  'ecommerce-development-services':
    'Online stores and marketplaces on Shopify, WooCommerce or a headless stack, with payments, catalogue and fulfilment integrations.',
  'blockchain-application-development':
    'Smart contracts, wallets and permissioned ledgers where a shared, tamper-evident record solves a real business problem.',
  'ai-ml-application-development':
    'Machine learning models, LLM assistants and document automation built into your product, measured against business outcomes.',
  'low-code-no-code-development':
    'Internal tools and workflow apps on Power Apps, OutSystems or Retool, delivered in weeks and governed like real software.',
  'data-science-services':
    'Data pipelines, dashboards and forecasting models that turn scattered operational data into decisions your managers trust.',
  'cloud-application-development-services':
    'Cloud-native applications and migrations on AWS, Azure and Google Cloud with infrastructure as code and predictable running costs.',
  'ui-ux-design':
    'Research-led interface design, clickable prototypes and design systems that make complex software feel simple to use.',
  'seo-and-digital-marketing':
    'Technical SEO, content strategy and performance campaigns that bring qualified visitors to your product and measure what converts.',
  'software-testing':
    'Manual and automated testing of web, mobile and API layers, so every release ships with evidence instead of hope.',
  'website-maintenance-redesign':
    'Security updates, performance fixes and redesigns for existing websites, without losing the search rankings you already earned.',
}
