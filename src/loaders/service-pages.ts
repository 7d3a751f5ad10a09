import { trailTo } from '../config/breadcrumbs.ts'
import { absoluteUrl, pagePath, paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { collections } from '../content/loader/collections.ts'
import { findService, services } from '../content/services.ts'
import { locales } from '../i18n/locales.ts'
import { languageLinks } from './language-links.ts'
import type { Country } from '../content/types.ts'
import { pageHead, type HeadData } from '../seo/head.ts'
import { faqPage, service as serviceNode, type AreaServed } from '../seo/json-ld.ts'
import type { CountryServicePageData, ServiceDetails, ServicePageData } from './page-data.ts'
import { relatedCaseStudy, requireArt, technologies } from './visuals.ts'

function serviceDetails(slug: string | undefined): ServiceDetails | undefined {
  const entry = findService(slug)
  const content = entry && collections().services.get(entry.slug)
  if (!entry || !content) return undefined
  return {
    ...content,
    slug: entry.slug,
    name: entry.name,
    icon: entry.icon,
    art: requireArt(entry.slug, `the service "${entry.slug}"`),
    logos: technologies(content.technologies),
  }
}

/**
 * The hreflang cluster of one service: the service page (x-default and plain English), its
 * country variant for every market with a region of its own, and its page in each market's
 * language where that is translated. Aliases (usa) and the home city (local) are outside it.
 * Every page of the cluster carries the same list, so it is reciprocal.
 */
export function hreflangCluster(slug: string): HeadData['alternates'] {
  const generic = absoluteUrl(paths.service.href(slug))
  return [
    { hreflang: 'x-default', href: generic },
    { hreflang: 'en', href: generic },
    ...collections()
      .countries.filter((country) => country.hreflang && country.canonicalPrefix === country.prefix)
      .map((country) => ({
        hreflang: country.hreflang ?? '',
        href: absoluteUrl(paths.countryService.href(country.prefix, slug)),
      })),
    ...locales
      .filter((locale) => collections().translations.services.get(locale.language)?.has(slug))
      .map((locale) => ({
        hreflang: locale.tag,
        href: absoluteUrl(paths.marketService.href(locale.id, slug)),
      })),
  ]
}

/** The markets' landing pages, one per locale: English has no such page, so no x-default. */
export function marketCluster(): HeadData['alternates'] {
  return locales.map((locale) => ({
    hreflang: locale.tag,
    href: absoluteUrl(paths.market.href(locale.id)),
  }))
}

/** The contact and call pages: English for everyone else, and each market's in its language. */
export function pageCluster(id: 'contact' | 'call'): HeadData['alternates'] {
  const english = absoluteUrl(pagePath(id))
  const marketPath = id === 'contact' ? paths.marketContact : paths.marketCall
  return [
    { hreflang: 'x-default', href: english },
    { hreflang: 'en', href: english },
    ...locales.map((locale) => ({
      hreflang: locale.tag,
      href: absoluteUrl(marketPath.href(locale.id)),
    })),
  ]
}

export function servicePage(slug: string | undefined): ServicePageData | null {
  const service = serviceDetails(slug)
  if (!service) return null
  const path = paths.service.href(service.slug)
  const breadcrumbs = trailTo('home', { name: service.name, path })
  return {
    head: pageHead({
      title: service.title,
      description: service.description,
      path,
      breadcrumbs,
      alternates: hreflangCluster(service.slug),
      structuredData: [
        serviceNode({ name: service.name, description: service.summary, path, area: 'world' }),
        faqPage(service.faqs),
      ],
    }),
    breadcrumbs,
    service,
    caseStudy: relatedCaseStudy({ service: service.slug, technologies: service.technologies }),
    markets: collections()
      .countries.filter((country) => country.canonicalPrefix === country.prefix)
      .map((country) => ({
        title:
          country.prefix === 'local' ? country.name : country.shortName.replace(/^the /, 'The '),
        href: paths.countryService.href(country.prefix, service.slug),
        text: `${country.currency.code} · ${country.timeZoneLabel}`,
      })),
  }
}

/** The first description that fits the 160 characters search results show. */
function fitting(candidates: string[]): string {
  const found = candidates.find((candidate) => candidate.length >= 70 && candidate.length <= 160)
  if (!found) throw new Error(`No description fits 70–160 characters: ${candidates[0]}`)
  return found
}

export function area(country: Country): AreaServed {
  return country.prefix === 'local'
    ? { city: site.address.city }
    : { country: country.name.replace(/^the /, ''), countryCode: country.countryCode }
}

export function countryServicePage(
  prefix: string | undefined,
  slug: string | undefined,
): CountryServicePageData | null {
  const country = collections().countries.find((entry) => entry.prefix === prefix)
  const service = serviceDetails(slug)
  if (!country || !service) return null

  const path = paths.countryService.href(country.prefix, service.slug)
  const canonicalPath = paths.countryService.href(country.canonicalPrefix, service.slug)
  const heading = `${service.name} in ${country.name}`
  const breadcrumbs = trailTo(
    'home',
    { name: service.name, path: paths.service.href(service.slug) },
    { name: `${service.shortName} in ${country.shortName}`, path: canonicalPath },
  )
  const inCountry = `in ${country.shortName}`
  const description = fitting([
    `${service.shortName} for companies ${inCountry} by senior engineers in Ahmedabad: hours that overlap ${country.timeZoneLabel}, quotes in ${country.currency.code}.`,
    `${service.shortName} for companies ${inCountry}: senior engineers in Ahmedabad, hours that overlap ${country.timeZoneLabel}, quotes in ${country.currency.code}.`,
    `${service.shortName} ${inCountry}: engineers in Ahmedabad with hours that overlap ${country.timeZoneLabel} and quotes in ${country.currency.code}.`,
  ])
  const isCanonical = country.canonicalPrefix === country.prefix
  return {
    head: pageHead({
      title: `${service.shortName} ${inCountry}`,
      description,
      path,
      canonicalPath,
      breadcrumbs,
      ...(isCanonical && country.hreflang ? { alternates: hreflangCluster(service.slug) } : {}),
      structuredData: [
        serviceNode({ name: heading, description, path: canonicalPath, area: area(country) }),
      ],
    }),
    breadcrumbs,
    languages: languageLinks(country.canonicalPrefix, 'en', path, (locale) =>
      paths.marketService.href(locale.id, service.slug),
    ),
    heading,
    service: {
      slug: service.slug,
      name: service.name,
      shortName: service.shortName,
      summary: service.summary,
      icon: service.icon,
      art: service.art,
      offerings: service.offerings,
      process: service.process,
      technologies: service.technologies,
      logos: service.logos,
      cta: service.cta,
    },
    country: {
      name: country.name,
      shortName: country.shortName,
      region: country.region,
      currency: country.currency,
      timeZoneLabel: country.timeZoneLabel,
      overlap: country.overlap,
      engagement: country.engagement,
      commercial: country.commercial,
      marketNote: country.marketNote,
    },
    otherServices: services
      .filter((other) => other.slug !== service.slug && other.column === findService(slug)?.column)
      .map((other) => ({
        title: `${other.name} in ${country.name}`,
        href: paths.countryService.href(country.prefix, other.slug),
        text: collections().services.get(other.slug)?.summary ?? '',
        icon: other.icon,
      })),
  }
}
