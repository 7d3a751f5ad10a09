import { pagePath, paths } from '../config/paths.ts'
import { collections } from '../content/loader/collections.ts'
import { findService, services } from '../content/services.ts'
import type { Country, CountryTranslation, ServiceTranslation } from '../content/types.ts'
import { catalogues } from '../i18n/catalogues.ts'
import { findLocale, type Locale } from '../i18n/locales.ts'
import type { Messages, PageText } from '../i18n/catalogues/en.ts'
import { format } from '../i18n/format.ts'
import { site } from '../config/site.ts'
import { pageHead } from '../seo/head.ts'
import { service as serviceNode } from '../seo/json-ld.ts'
import { languageLinks } from './language-links.ts'
import type {
  MarketCallPageData,
  MarketCallSentPageData,
  MarketContactPageData,
  MarketLandingPageData,
  MarketServicePageData,
} from './page-data.ts'
import { callHoursListing } from './call-hours.ts'
import { area, hreflangCluster, marketCluster, pageCluster } from './service-pages.ts'
import { requireArt, technologies } from './visuals.ts'

interface Market {
  locale: Locale
  messages: Messages
  pageText: PageText
  country: Country
  local: CountryTranslation
  services: Map<string, ServiceTranslation>
}

function market(id: string | undefined): Market | undefined {
  const locale = findLocale(id)
  if (!locale) return undefined
  const c = collections()
  const country = c.countries.find((entry) => entry.prefix === locale.country)
  const local = c.translations.countries.get(locale.language)?.get(locale.country)
  const translated = c.translations.services.get(locale.language)
  if (!country || !local || !translated) return undefined
  return { locale, ...catalogues[locale.language], country, local, services: translated }
}

/** The marks every market message may use. */
function marks(m: Market) {
  return {
    inCountry: m.local.inName,
    country: m.local.name,
    currency: m.country.currency.code,
    currencyName: m.local.currencyName,
    timeZone: m.local.timeZoneLabel,
  }
}

/** A meta description that search results show whole, or the build stops naming the message. */
function description(text: string, key: string, locale: Locale): string {
  if (text.length < 70 || text.length > 160) {
    throw new Error(
      `src/i18n/catalogues/${locale.language}.ts: "${key}" gives a ${text.length}-character description for ${locale.id} (70–160): ${text}`,
    )
  }
  return text
}

/** The parts every market page has: facts, market note, calls to action. */
function common(m: Market) {
  const t = m.pageText.market
  const values = marks(m)
  const contact = paths.marketContact.href(m.locale.id)
  return {
    meta: `${m.local.shortName} · ${m.country.currency.code} · ${m.local.timeZoneLabel}`,
    facts: {
      heading: format(t.workingWith, values),
      items: [
        { term: t.overlap, detail: m.local.overlap },
        { term: t.engagement, detail: m.local.engagement },
        { term: format(t.commercial, values), detail: m.local.commercial },
      ],
    },
    actions: {
      primary: { label: t.discuss, href: contact },
      secondary: {
        label: format(t.estimateIn, values),
        href: `${pagePath('estimate')}?currency=${m.country.currency.code}`,
      },
    },
    cta: {
      heading: t.ctaHeading,
      text: format(t.ctaText, values),
      action: { label: t.getQuote, href: contact },
    },
  }
}

function serviceCards(m: Market, slugs: readonly string[]) {
  return slugs.flatMap((slug) => {
    const copy = m.services.get(slug)
    const entry = findService(slug)
    if (!copy || !entry) return []
    return [
      {
        title: m.messages.services[slug as keyof Messages['services']],
        href: paths.marketService.href(m.locale.id, slug),
        text: copy.summary,
        icon: entry.icon,
      },
    ]
  })
}

export function marketLandingPage(id: string | undefined): MarketLandingPageData | null {
  const m = market(id)
  if (!m) return null
  const t = m.pageText.market
  const values = marks(m)
  const path = paths.market.href(m.locale.id)
  const breadcrumbs = [{ name: m.messages.nav.home, path }]
  const text = description(format(t.description, values), 'market.description', m.locale)
  return {
    head: pageHead({
      title: format(t.title, values),
      description: text,
      path,
      language: m.locale.tag,
      alternates: marketCluster(),
      structuredData: [
        serviceNode({
          name: m.local.landing.heading,
          description: text,
          path,
          area: area(m.country),
        }),
      ],
    }),
    breadcrumbs,
    languages: languageLinks(m.locale.country, m.locale.id, pagePath('home'), (locale) =>
      paths.market.href(locale.id),
    ),
    heading: m.local.landing.heading,
    lead: m.local.landing.lead,
    art: requireArt('home', `the market page ${path}`),
    ...common(m),
    services: {
      heading: format(t.servicesHeading, values),
      items: serviceCards(
        m,
        services.map((service) => service.slug),
      ),
    },
    market: { heading: format(t.marketHeading, values), paragraphs: m.local.marketNote },
  }
}

export function marketServicePage(
  id: string | undefined,
  slug: string | undefined,
): MarketServicePageData | null {
  const m = market(id)
  const entry = findService(slug)
  const copy = entry && m?.services.get(entry.slug)
  const english = entry && collections().services.get(entry.slug)
  if (!m || !entry || !copy || !english) return null
  const t = m.pageText.service
  const name = m.messages.services[entry.slug as keyof Messages['services']]
  const values = { ...marks(m), service: name }
  const path = paths.marketService.href(m.locale.id, entry.slug)
  const heading = format(t.heading, values)
  const breadcrumbs = [
    { name: m.messages.nav.home, path: paths.market.href(m.locale.id) },
    { name, path },
  ]
  const text = description(format(t.description, values), 'service.description', m.locale)
  const parts = common(m)
  const iconed = (items: { title: string; text: string }[], icons: { icon: string }[]) =>
    items.map((item, index) => ({ ...item, icon: icons[index]?.icon ?? 'circle' }))
  return {
    head: pageHead({
      title: format(t.title, { ...values, service: copy.shortName }),
      description: text,
      path,
      language: m.locale.tag,
      breadcrumbs,
      alternates: hreflangCluster(entry.slug),
      structuredData: [
        serviceNode({
          name: heading,
          description: text,
          path,
          area: area(m.country),
        }),
      ],
    }),
    breadcrumbs,
    languages: languageLinks(
      m.locale.country,
      m.locale.id,
      paths.countryService.href(m.locale.country, entry.slug),
      (locale) => paths.marketService.href(locale.id, entry.slug),
    ),
    heading,
    lead: copy.summary,
    art: requireArt(entry.slug, `the service "${entry.slug}"`),
    ...parts,
    marketLink: {
      label: format(t.marketLink, values),
      href: `${paths.market.href(m.locale.id)}#market`,
    },
    offerings: { heading: t.offerings, items: iconed(copy.offerings, english.offerings) },
    process: { heading: t.process, items: iconed(copy.process, english.process) },
    technologies: {
      heading: t.technologies,
      label: format(t.technologiesFor, values),
      items: technologies(english.technologies),
    },
    otherServices: {
      heading: format(t.moreServices, values),
      items: serviceCards(
        m,
        services
          .filter((other) => other.slug !== entry.slug && other.column === entry.column)
          .map((other) => other.slug),
      ).map(({ text: _summary, ...link }) => link),
    },
    cta: { ...parts.cta, heading: copy.cta.heading, text: copy.cta.text },
  }
}

/** /{locale}/contactus: the enquiry form in the market's language, then the office. */
export function marketContactPage(id: string | undefined): MarketContactPageData | null {
  const m = market(id)
  if (!m) return null
  const t = m.pageText.contact
  const values = { ...marks(m), brand: site.name }
  const path = paths.marketContact.href(m.locale.id)
  const parts = common(m)
  const breadcrumbs = [
    { name: m.messages.nav.home, path: paths.market.href(m.locale.id) },
    { name: t.heading, path },
  ]
  return {
    head: pageHead({
      // One contact page per market: the market tells the titles of a language apart.
      title: `${t.title} · ${m.local.shortName}`,
      description: description(format(t.description, values), 'contact.description', m.locale),
      path,
      language: m.locale.tag,
      breadcrumbs,
      alternates: pageCluster('contact'),
    }),
    breadcrumbs,
    languages: languageLinks(m.locale.country, m.locale.id, pagePath('contact'), (locale) =>
      paths.marketContact.href(locale.id),
    ),
    meta: parts.meta,
    // The form is on this page: the first action leads down to it.
    actions: { ...parts.actions, primary: { ...parts.actions.primary, href: '#enquiry' } },
    heading: t.heading,
    lead: t.lead,
    formHeading: t.formHeading,
    callLink: { label: t.callLink, href: paths.marketCall.href(m.locale.id) },
    office: {
      heading: t.officeHeading,
      hours: t.officeHours,
      address: t.address,
      phone: t.phone,
      email: t.email,
      replyTime: t.replyTime,
    },
  }
}

/** /{locale}/call: the call request in the market's language. */
export function marketCallPage(
  id: string | undefined,
  today: Date = new Date(),
): MarketCallPageData | null {
  const m = market(id)
  if (!m) return null
  const t = m.pageText.call
  const path = paths.marketCall.href(m.locale.id)
  const contact = paths.marketContact.href(m.locale.id)
  const parts = common(m)
  const breadcrumbs = [
    { name: m.messages.nav.home, path: paths.market.href(m.locale.id) },
    { name: t.title, path },
  ]
  const icons = { read: 'mail-check', invite: 'calendar-check', call: 'video' } as const
  return {
    head: pageHead({
      // One call page per market: the market tells the titles of a language apart.
      title: `${t.title} · ${m.local.shortName}`,
      // The market in the description: eight markets read the same Arabic.
      description: description(format(t.description, marks(m)), 'call.description', m.locale),
      path,
      language: m.locale.tag,
      breadcrumbs,
      alternates: pageCluster('call'),
    }),
    breadcrumbs,
    languages: languageLinks(m.locale.country, m.locale.id, pagePath('call'), (locale) =>
      paths.marketCall.href(locale.id),
    ),
    meta: parts.meta,
    heading: t.heading,
    lead: t.lead,
    actions: {
      primary: { label: t.choose, href: '#call-request' },
      secondary: { label: t.write, href: contact },
    },
    times: callHoursListing(today, { tag: m.locale.tag, ...t }),
    action: `/api/call?locale=${m.locale.id}`,
    steps: {
      heading: t.stepsHeading,
      items: Object.entries(icons).map(([key, icon]) => ({
        ...t.steps[key as keyof typeof icons],
        icon,
      })),
    },
    cta: { heading: t.ctaHeading, text: t.ctaText, action: { label: t.ctaAction, href: contact } },
  }
}

/** /{locale}/call/sent: the call request's thanks, for a visitor without JavaScript. */
export function marketCallSentPage(id: string | undefined): MarketCallSentPageData | null {
  const m = market(id)
  if (!m) return null
  const t = m.pageText.callSent
  const path = paths.marketCallSent.href(m.locale.id)
  const home = paths.market.href(m.locale.id)
  const breadcrumbs = [
    { name: m.messages.nav.home, path: home },
    { name: m.pageText.call.title, path: paths.marketCall.href(m.locale.id) },
    { name: t.title, path },
  ]
  return {
    head: pageHead({
      title: `${t.title} · ${m.local.shortName}`,
      description: description(t.description, 'callSent.description', m.locale),
      path,
      language: m.locale.tag,
      breadcrumbs,
      indexable: false,
    }),
    breadcrumbs,
    heading: t.heading,
    lead: t.lead,
    // Each language isolates them as its direction needs (src/i18n/catalogues/).
    urgent: format(t.urgent, { phone: site.phone, email: site.email }),
    actions: {
      primary: { label: format(t.services, marks(m)), href: `${home}#services` },
      secondary: { label: t.home, href: home },
    },
  }
}
