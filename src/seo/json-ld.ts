import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ItemList,
  JobPosting,
  Organization,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { Breadcrumb } from '../config/breadcrumbs.ts'
import { absoluteUrl } from '../config/paths.ts'
import { site } from '../config/site.ts'

const organizationId = `${site.origin}/#organization`
const webSiteId = `${site.origin}/#website`

/**
 * The Organization, which the home page defines in full, named where another node refers to it
 * with what a parser needs from it: every `@id` a page mentions is defined on that page, since a
 * parser reads one page, never the home page's graph.
 */
const organizationRef = () =>
  ({
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absoluteUrl('/'),
  }) as const

const postalAddress = () =>
  ({
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.locality}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  }) as const

export function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
    sameAs: site.social.map((profile) => profile.href),
  }
}

export function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': webSiteId,
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: site.locale,
    publisher: organizationRef(),
  }
}

export function webPage(page: { title: string; description: string; path: string }): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${absoluteUrl(page.path)}#webpage`,
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    inLanguage: site.locale,
  }
}

/** Google requires `item` on every element but the last. */
export function breadcrumbList(trail: Breadcrumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** One JSON-LD document with a @graph, serialised safely for a <script> element. */
export function serializeJsonLd(nodes: Thing[]): string {
  const document: WithContext<Thing> & { '@graph': Thing[] } = {
    '@context': 'https://schema.org',
    '@graph': nodes,
  } as WithContext<Thing> & { '@graph': Thing[] }
  // "<" cannot end the script element once escaped; JSON parsers read \u003c as "<".
  return JSON.stringify(document).replace(/</g, '\\u003c')
}

/** The office as a local business (contact and about pages). */
export function professionalService(): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': `${site.origin}/#office`,
    name: site.name,
    url: absoluteUrl('/'),
    image: absoluteUrl('/images/og/social/default.png'),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:30',
      closes: '18:30',
    },
    parentOrganization: organizationRef(),
  }
}

export type AreaServed = { country: string; countryCode: string } | { city: string } | 'world'

export function service(entry: {
  name: string
  description: string
  path: string
  area: AreaServed
}): Service {
  const areaServed =
    entry.area === 'world'
      ? 'Worldwide'
      : 'city' in entry.area
        ? { '@type': 'City' as const, name: entry.area.city }
        : {
            '@type': 'Country' as const,
            name: entry.area.country,
            identifier: entry.area.countryCode,
          }
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(entry.path)}#service`,
    name: entry.name,
    description: entry.description,
    url: absoluteUrl(entry.path),
    serviceType: entry.name,
    provider: organizationRef(),
    areaServed,
  }
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

export function itemList(items: readonly { name: string; path: string }[]): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  }
}

export function blogPosting(post: {
  title: string
  description: string
  path: string
  image: string
  datePublished: string
  dateModified: string
  author: string
  section: string
  keywords: readonly string[]
}): BlogPosting {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    image: absoluteUrl(post.image),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl('/about/our-team') },
    publisher: { ...organizationRef(), logo: absoluteUrl('/logo.svg') },
    articleSection: post.section,
    keywords: post.keywords.join(', '),
    inLanguage: site.locale,
  }
}

export function jobPosting(job: {
  title: string
  description: string
  path: string
  datePosted: string
  validThrough: string
  employmentType: string
  skills: readonly string[]
  experience: string
}): JobPosting {
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: absoluteUrl(job.path),
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: job.employmentType,
    skills: job.skills.join(', '),
    experienceRequirements: job.experience,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/logo.svg'),
    },
    jobLocation: { '@type': 'Place', address: postalAddress() },
    directApply: true,
  }
}
