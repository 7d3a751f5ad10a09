import type { Unhead } from '@unhead/react/client'
import type { ComponentType, ReactNode } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { AppShell } from './app/app-shell.tsx'
import { RootLayout } from './app/root-layout.tsx'
import { RouteError } from './app/route-error.tsx'
import { crumbs, trail, type Breadcrumb } from './config/breadcrumbs.ts'
import { paths } from './config/paths.ts'
import type { PageCopy } from './content/copy/page-copy.ts'
import type { CopyPageHandle } from './pages/copy-page.tsx'

/**
 * The only route table. Every screen is its own chunk, loaded when its route is first matched
 * (for the first page before hydration, so the exported HTML is never replaced by a fallback).
 */
const screens = {
  home: () => import('./pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  contact: () => import('./pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  hireDevelopers: () =>
    import('./pages/hire-developers-page.tsx').then((m) => ({ Component: m.HireDevelopersPage })),
  hireRole: () => import('./pages/hire-role-page.tsx').then((m) => ({ Component: m.HireRolePage })),
  service: () => import('./pages/service-page.tsx').then((m) => ({ Component: m.ServicePage })),
  countryService: () =>
    import('./pages/country-service-page.tsx').then((m) => ({ Component: m.CountryServicePage })),
  notFound: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
}

/**
 * A page made of its copy: the screen and the page's own copy module load together, and the
 * copy reaches the screen through the route's handle.
 */
function copyRoute(
  path: string,
  parents: Breadcrumb[],
  load: () => Promise<[{ CopyPage: ComponentType }, { copy: PageCopy }]>,
): RouteRecord {
  return {
    path,
    lazy: () =>
      load().then(([screen, { copy }]) => {
        const handle: CopyPageHandle = { copyPage: { copy, path, parents } }
        return { Component: screen.CopyPage, handle }
      }),
  }
}

/** Loaded by the build only: the pages of the dynamic routes, derived from the content. */
const exported = (kind: 'hireRoles' | 'services' | 'countryServices') => () =>
  import('./content/static-paths.ts').then((m) => m.staticPaths[kind]())

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
        copyRoute(p.about.path, trail(), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/about.ts')]),
        ),
        copyRoute(p.aboutCompany.path, trail(crumbs.about), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/about-company.ts')]),
        ),
        copyRoute(p.aboutWhy.path, trail(crumbs.about), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/about-why.ts')]),
        ),
        copyRoute(p.aboutTeam.path, trail(crumbs.about), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/about-team.ts')]),
        ),
        copyRoute(p.aboutEngagementModels.path, trail(crumbs.about), () =>
          Promise.all([
            import('./pages/copy-page.tsx'),
            import('./content/copy/about-engagement-models.ts'),
          ]),
        ),
        copyRoute(p.blogs.path, trail(), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/blogs.ts')]),
        ),
        copyRoute(p.careers.path, trail(), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/careers.ts')]),
        ),
        copyRoute(p.resources.path, trail(), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/resources.ts')]),
        ),
        copyRoute(p.faqs.path, trail(crumbs.resources), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/faqs.ts')]),
        ),
        copyRoute(p.caseStudies.path, trail(), () =>
          Promise.all([import('./pages/copy-page.tsx'), import('./content/copy/case-studies.ts')]),
        ),
        { path: p.contact.path, lazy: screens.contact },
        { path: p.hireDevelopers.path, lazy: screens.hireDevelopers },
        { path: p.hireRole.path, lazy: screens.hireRole, getStaticPaths: exported('hireRoles') },
        { path: p.service.path, lazy: screens.service, getStaticPaths: exported('services') },
        {
          path: p.countryService.path,
          lazy: screens.countryService,
          getStaticPaths: exported('countryServices'),
        },
        { path: p.notFound.path, lazy: screens.notFound },
        { path: '*', lazy: screens.notFound },
      ],
    },
  ]
}
