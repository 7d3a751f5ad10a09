import { hireRoles } from '../content/hire-roles.ts'
import { serviceColumns, services, type ServiceColumnId } from '../content/services.ts'
import { fixedPages, type FixedPage, type FixedPageId } from './pages.ts'
import { pagePath, paths } from './paths.ts'
import { site } from './site.ts'
import type { Locale } from '../i18n/locales.ts'
import type { Messages } from '../i18n/catalogues/en.ts'
import { format } from '../i18n/format.ts'

/**
 * The navigation tree: header, mega menu, mobile menu, footer and sitemap all read it.
 */
export interface NavLink {
  label: string
  href: string
  /** A service's icon (a lucide name from src/content/services.ts). */
  icon?: string
}

export interface NavColumn {
  id: string
  title: string
  links: NavLink[]
}

export type NavItem =
  | (NavLink & { kind: 'link' })
  | (NavLink & { kind: 'submenu'; id: 'about' | 'hire'; links: NavLink[] })
  | { kind: 'mega'; id: 'services'; label: string; columns: NavColumn[] }

/** The logo links' name: it starts with the brand the logo shows (WCAG 2.5.3, label in name). */
export const logoLinkLabel = `${site.shortName} home page`

const registry: Record<string, FixedPage> = fixedPages

/** A link to a fixed page under its label. */
function pageLink(id: FixedPageId): NavLink {
  return { label: registry[id]?.label ?? id, href: pagePath(id) }
}

/** The fixed pages whose breadcrumb parent is `id`, in the order pages.ts declares them. */
function childPages(id: FixedPageId): NavLink[] {
  return Object.values(registry)
    .filter((page) => page.parent === id)
    .map((page) => ({ label: page.label, href: page.path }))
}

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.name,
  href: paths.service.href(service.slug),
}))

export const mainNavigation: NavItem[] = [
  { kind: 'link', ...pageLink('home') },
  {
    kind: 'submenu',
    id: 'about',
    ...pageLink('about'),
    links: childPages('about'),
  },
  {
    kind: 'mega',
    id: 'services',
    label: 'Services',
    columns: serviceColumns.map((column) => ({
      id: column.id,
      title: column.title,
      links: services
        .filter((service) => service.column === column.id)
        .map((service) => ({
          label: service.name,
          href: paths.service.href(service.slug),
          icon: service.icon,
        })),
    })),
  },
  {
    kind: 'submenu',
    id: 'hire',
    label: 'Hire Developer',
    href: pagePath('hire-developers'),
    links: [
      ...hireRoles.map((role) => ({ label: role.name, href: paths.hireRole.href(role.slug) })),
      { label: 'All hiring options', href: pagePath('hire-developers') },
    ],
  },
  { kind: 'link', ...pageLink('case-studies') },
  { kind: 'link', ...pageLink('careers') },
  { kind: 'link', ...pageLink('blogs') },
  { kind: 'link', ...pageLink('contact') },
]

/** The services section of the home page: the site has no /services index page. */
export const servicesOverviewHref = `${pagePath('home')}#services`

const ourLinks: NavLink[] = [
  pageLink('home'),
  pageLink('about'),
  { label: 'Services', href: servicesOverviewHref },
  { label: 'Blogs', href: pagePath('blogs') },
  { label: 'Careers', href: pagePath('careers') },
  { label: 'Get A Quote', href: pagePath('contact') },
]

/** Every href the header menus and the footer's own lists lead to. */
function menuHrefs(): Set<string> {
  const hrefs = new Set([...ourLinks, ...serviceLinks].map((link) => link.href))
  for (const item of mainNavigation) {
    if (item.kind === 'mega') {
      for (const column of item.columns) for (const link of column.links) hrefs.add(link.href)
      continue
    }
    hrefs.add(item.href)
    if (item.kind === 'submenu') for (const link of item.links) hrefs.add(link.href)
  }
  return hrefs
}

/** The fixed pages no menu leads to, so that every page of pages.ts has a link. */
function unlinkedPages(): NavLink[] {
  const linked = menuHrefs()
  return Object.values(fixedPages as Record<string, FixedPage>)
    .filter((page) => !linked.has(page.path) && page.indexable !== false)
    .map((page) => ({ label: page.label, href: page.path }))
}

export const footerNavigation = {
  ourLinks,
  services: serviceLinks,
  /** Beside the copyright line: the pages no menu leads to. */
  more: unlinkedPages(),
} satisfies Record<string, NavLink[]>

/** The menus of a market's pages in its language: its landing page, its services, contact. */
export function marketNavigation(locale: Locale, messages: Messages): NavItem[] {
  return [
    { kind: 'link', label: messages.nav.home, href: paths.market.href(locale.id) },
    {
      kind: 'mega',
      id: 'services',
      label: messages.nav.services,
      columns: serviceColumns.map((column) => ({
        id: column.id,
        title: messages.serviceColumns[column.id],
        links: marketServiceLinks(locale, messages, column.id),
      })),
    },
    { kind: 'link', label: messages.nav.contact, href: paths.marketContact.href(locale.id) },
  ]
}

/** A market's service pages in its language: all, or one menu column's. */
export function marketServiceLinks(
  locale: Locale,
  messages: Messages,
  column?: ServiceColumnId,
): NavLink[] {
  return services
    .filter((service) => column === undefined || service.column === column)
    .map((service) => ({
      label: messages.services[service.slug as keyof Messages['services']],
      href: paths.marketService.href(locale.id, service.slug),
      icon: service.icon,
    }))
}

/** The logo link's name in the page's language. */
export function logoLabel(messages: Messages): string {
  return format(messages.chrome.logoLink, { shortName: site.shortName })
}
