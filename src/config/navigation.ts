import { hireRoles } from '../content/hire-roles.ts'
import { serviceColumns, services } from '../content/services.ts'
import { paths } from './paths.ts'
import { site } from './site.ts'

/**
 * The navigation tree: header, mega menu, mobile menu, footer and sitemap all read it.
 */
export interface NavLink {
  label: string
  href: string
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

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.name,
  href: paths.service.href(service.slug),
}))

export const mainNavigation: NavItem[] = [
  { kind: 'link', label: 'Home', href: paths.home.href() },
  {
    kind: 'submenu',
    id: 'about',
    label: 'About',
    href: paths.about.href(),
    links: [
      { label: 'Company', href: paths.aboutCompany.href() },
      { label: `Why ${site.shortName}`, href: paths.aboutWhy.href() },
      { label: 'Our Team', href: paths.aboutTeam.href() },
      { label: 'Engagement Models', href: paths.aboutEngagementModels.href() },
    ],
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
        .map((service) => ({ label: service.name, href: paths.service.href(service.slug) })),
    })),
  },
  {
    kind: 'submenu',
    id: 'hire',
    label: 'Hire Developer',
    href: paths.hireDevelopers.href(),
    links: [
      ...hireRoles.map((role) => ({ label: role.name, href: paths.hireRole.href(role.slug) })),
      { label: 'All hiring options', href: paths.hireDevelopers.href() },
    ],
  },
  { kind: 'link', label: 'Case Studies', href: paths.caseStudies.href() },
  { kind: 'link', label: 'Careers', href: paths.careers.href() },
  { kind: 'link', label: 'Blog', href: paths.blogs.href() },
  { kind: 'link', label: 'Contact', href: paths.contact.href() },
]

/** The services section of the home page: the site has no /services index page. */
export const servicesOverviewHref = `${paths.home.href()}#services`

export const footerNavigation = {
  ourLinks: [
    { label: 'Home', href: paths.home.href() },
    { label: 'About', href: paths.about.href() },
    { label: 'Services', href: servicesOverviewHref },
    { label: 'Blogs', href: paths.blogs.href() },
    { label: 'Careers', href: paths.careers.href() },
    { label: 'Get A Quote', href: paths.contact.href() },
  ],
  services: serviceLinks,
  /** Beside the copyright line: the pages no menu leads to. */
  more: [
    { label: 'Resources', href: paths.resources.href() },
    { label: 'FAQs', href: paths.faqs.href() },
  ],
} satisfies Record<string, NavLink[]>
