import type { Unhead } from '@unhead/react/client'
import type { ReactNode } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { AppShell } from './app/app-shell.tsx'
import { RootLayout } from './app/root-layout.tsx'
import { RouteError } from './app/route-error.tsx'
import { crumbs, trail, type Breadcrumb } from './config/breadcrumbs.ts'
import { paths } from './config/paths.ts'
import { countries } from './content/countries.ts'
import { hireRoles } from './content/hire-roles.ts'
import { pageCopy, type PageKey } from './content/pages.ts'
import { services } from './content/services.ts'
import type { CopyPageHandle } from './pages/copy-page.tsx'

/**
 * The only route table. Every screen is its own chunk, loaded when its route is first matched
 * (for the first page before hydration, so the exported HTML is never replaced by a fallback).
 */
const screens = {
  home: () => import('./pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  copy: () => import('./pages/copy-page.tsx').then((m) => ({ Component: m.CopyPage })),
  contact: () => import('./pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  hireRole: () => import('./pages/hire-role-page.tsx').then((m) => ({ Component: m.HireRolePage })),
  service: () => import('./pages/service-page.tsx').then((m) => ({ Component: m.ServicePage })),
  countryService: () =>
    import('./pages/country-service-page.tsx').then((m) => ({ Component: m.CountryServicePage })),
  notFound: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
}

function copyRoute(
  path: string,
  key: PageKey,
  breadcrumbs: Breadcrumb[],
  related?: CopyPageHandle['copyPage']['related'],
): RouteRecord {
  const handle: CopyPageHandle = { copyPage: { key, path, breadcrumbs, related } }
  return { path, handle, lazy: screens.copy }
}

/** A card linking to a copy page, summarised by its meta description. */
function card(key: PageKey, href: string) {
  return { title: pageCopy[key].heading, href, summary: pageCopy[key].description }
}

const here = (key: PageKey, path: string): Breadcrumb => ({ name: pageCopy[key].heading, path })

/** Paths exported for the dynamic routes, derived from the content. */
export const staticPaths = {
  hireRoles: () => hireRoles.map((role) => paths.hireRole.href(role.slug)),
  services: () => services.map((service) => paths.service.href(service.slug)),
  countryServices: () =>
    countries.flatMap((country) =>
      services.map((service) => paths.countryService.href(country.prefix, service.slug)),
    ),
}

/**
 * `head` is the head manager the pages write into: omitted in the browser (the shell creates
 * one), a fresh one per page in the static build (main.tsx).
 */
export function createRoutes(head?: Unhead): RouteRecord[] {
  const shell = (children: ReactNode) => <AppShell head={head}>{children}</AppShell>
  const p = paths
  return [
    {
      path: '/',
      element: shell(<RootLayout />),
      errorElement: shell(<RouteError />),
      children: [
        { index: true, lazy: screens.home },
        copyRoute(p.about.path, 'about', trail(crumbs.about), {
          heading: 'Learn more about us',
          cards: [
            card('aboutCompany', p.aboutCompany.href()),
            card('aboutWhy', p.aboutWhy.href()),
            card('aboutTeam', p.aboutTeam.href()),
            card('aboutEngagementModels', p.aboutEngagementModels.href()),
          ],
        }),
        copyRoute(
          p.aboutCompany.path,
          'aboutCompany',
          trail(crumbs.about, here('aboutCompany', p.aboutCompany.href())),
        ),
        copyRoute(
          p.aboutWhy.path,
          'aboutWhy',
          trail(crumbs.about, here('aboutWhy', p.aboutWhy.href())),
        ),
        copyRoute(
          p.aboutTeam.path,
          'aboutTeam',
          trail(crumbs.about, here('aboutTeam', p.aboutTeam.href())),
        ),
        copyRoute(
          p.aboutEngagementModels.path,
          'aboutEngagementModels',
          trail(crumbs.about, here('aboutEngagementModels', p.aboutEngagementModels.href())),
        ),
        copyRoute(p.blogs.path, 'blogs', trail(here('blogs', p.blogs.href()))),
        copyRoute(p.careers.path, 'careers', trail(here('careers', p.careers.href()))),
        { path: p.contact.path, lazy: screens.contact },
        copyRoute(p.resources.path, 'resources', trail(crumbs.resources), {
          heading: 'Start here',
          cards: [card('faqs', p.faqs.href())],
        }),
        copyRoute(p.faqs.path, 'faqs', trail(crumbs.resources, here('faqs', p.faqs.href()))),
        copyRoute(
          p.caseStudies.path,
          'caseStudies',
          trail(here('caseStudies', p.caseStudies.href())),
        ),
        copyRoute(p.hireDevelopers.path, 'hireDevelopers', trail(crumbs.hireDevelopers), {
          heading: 'Developers you can hire',
          cards: hireRoles.map((role) => ({
            title: role.name,
            href: p.hireRole.href(role.slug),
            summary: role.summary,
          })),
        }),
        { path: p.hireRole.path, lazy: screens.hireRole, getStaticPaths: staticPaths.hireRoles },
        { path: p.service.path, lazy: screens.service, getStaticPaths: staticPaths.services },
        {
          path: p.countryService.path,
          lazy: screens.countryService,
          getStaticPaths: staticPaths.countryServices,
        },
        { path: p.notFound.path, lazy: screens.notFound },
        { path: '*', lazy: screens.notFound },
      ],
    },
  ]
}
