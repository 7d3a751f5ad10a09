import type { BreadcrumbList, Organization, Thing, WebPage, WebSite, WithContext } from 'schema-dts'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import { absoluteUrl } from '../../config/paths.ts'
import { site } from '../../config/site.ts'

const organizationId = `${site.origin}/#organization`

export function organization(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: site.social.map((profile) => profile.href),
  }
}

export function webSite(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: site.locale,
    publisher: { '@id': organizationId },
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
    isPartOf: { '@id': `${site.origin}/#website` },
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
