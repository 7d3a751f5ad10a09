import type { Unhead } from '@unhead/react/client'
import type { ReactNode } from 'react'
import type { LoaderFunction, Params } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { AppShell } from './app/app-shell.tsx'
import { RootLayout } from './app/root-layout.tsx'
import { RouteError } from './app/route-error.tsx'
import { paths } from './config/paths.ts'
import { fixedPages, type FixedPage, type FixedPageId } from './config/pages.ts'
import { locales, type TranslatedLanguage } from './i18n/locales.ts'
import { loadMessages } from './i18n/messages.ts'

import type * as Loaders from './loaders/index.ts'
import type { staticPaths } from './content/loader/static-paths.ts'

/**
 * A route loader that exists in the static build only. The build runs it for every page and
 * writes its data into the page (and into one JSON file per page); the browser never receives
 * this code: it replays the data on first load and fetches the JSON file on navigation.
 */
function buildData(
  read: (loaders: typeof Loaders, params: Params) => unknown,
): LoaderFunction | undefined {
  if (!import.meta.env.SSR) return undefined
  return ({ params }) =>
    import('./loaders/index.ts').then((loaders) => read(loaders, params) ?? null)
}

/** Every screen is its own chunk, loaded when its route is first matched. */
const screens = {
  content: () => import('./pages/content-page.tsx').then((m) => ({ Component: m.ContentPage })),
  blogList: () => import('./pages/blog-list-page.tsx').then((m) => ({ Component: m.BlogListPage })),
  caseStudyList: () =>
    import('./pages/case-study-list-page.tsx').then((m) => ({ Component: m.CaseStudyListPage })),
  careers: () => import('./pages/careers-page.tsx').then((m) => ({ Component: m.CareersPage })),
  faqs: () => import('./pages/faq-page.tsx').then((m) => ({ Component: m.FaqPage })),
  contact: () => import('./pages/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
  hireRole: () => import('./pages/hire-role-page.tsx').then((m) => ({ Component: m.HireRolePage })),
  service: () => import('./pages/service-page.tsx').then((m) => ({ Component: m.ServicePage })),
  countryService: () =>
    import('./pages/country-service-page.tsx').then((m) => ({ Component: m.CountryServicePage })),
  blogPost: () => import('./pages/blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage })),
  blogTopic: () =>
    import('./pages/blog-topic-page.tsx').then((m) => ({ Component: m.BlogTopicPage })),
  caseStudyFacet: () =>
    import('./pages/case-study-facet-page.tsx').then((m) => ({ Component: m.CaseStudyFacetPage })),
  caseStudy: () =>
    import('./pages/case-study-page.tsx').then((m) => ({ Component: m.CaseStudyPage })),
  job: () => import('./pages/job-page.tsx').then((m) => ({ Component: m.JobPage })),
  estimate: () => import('./pages/estimate-page.tsx').then((m) => ({ Component: m.EstimatePage })),
  call: () => import('./pages/call-page.tsx').then((m) => ({ Component: m.CallPage })),
  search: () => import('./pages/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
  notFound: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
  market: () =>
    import('./pages/market-pages.tsx').then((m) => ({ Component: m.MarketLandingPage })),
  marketService: () =>
    import('./pages/market-pages.tsx').then((m) => ({ Component: m.MarketServicePage })),
}

/** A screen in another language: its messages load with it, before it renders. */
function inLanguage<T>(language: TranslatedLanguage, screen: () => Promise<T>) {
  return () => Promise.all([screen(), loadMessages(language)]).then(([module]) => module)
}

/**
 * Each market's pages in its language: /ko-kr, /ko-kr/contactus, /ko-kr/call (and its sent
 * page) and /ko-kr/{service}.
 */
function marketRoutes(): RouteRecord[] {
  return locales.flatMap((locale) => [
    {
      path: paths.market.href(locale.id),
      lazy: inLanguage(locale.language, screens.market),
      loader: buildData((loaders) => loaders.marketLandingPage(locale.id)),
    },
    {
      path: paths.marketContact.href(locale.id),
      // The page's chunk loads its form's text in the language before it renders.
      lazy: inLanguage(locale.language, () =>
        import('./pages/market-contact-page.tsx').then((m) => m.screen(locale.language)),
      ),
      loader: buildData((loaders) => loaders.marketContactPage(locale.id)),
    },
    {
      path: paths.marketCall.href(locale.id),
      lazy: inLanguage(locale.language, () =>
        import('./pages/market-call-page.tsx').then((m) => m.screen(locale.language)),
      ),
      loader: buildData((loaders) => loaders.marketCallPage(locale.id)),
    },
    {
      path: paths.marketCallSent.href(locale.id),
      lazy: inLanguage(locale.language, () =>
        import('./pages/market-call-page.tsx').then((m) => ({ Component: m.MarketCallSentPage })),
      ),
      loader: buildData((loaders) => loaders.marketCallSentPage(locale.id)),
    },
    {
      path: paths.marketService.href(locale.id, paths.marketService.path),
      lazy: inLanguage(locale.language, screens.marketService),
      loader: buildData((loaders, params) => loaders.marketServicePage(locale.id, params.service)),
      getStaticPaths: import.meta.env.SSR
        ? () =>
            import('./content/loader/static-paths.ts').then((m) =>
              m.staticPaths.marketServices(locale.id),
            )
        : undefined,
    },
  ])
}

/** One route per fixed page of the registry (pages.ts), the home page as the index route. */
function fixedRoutes(): RouteRecord[] {
  return (Object.entries(fixedPages) as [FixedPageId, FixedPage][]).map(([id, page]) => ({
    ...(page.path === '/' ? { index: true } : { path: page.path }),
    lazy: screens[page.screen],
    loader: buildData((loaders) => loaders.contentPage(id)),
  }))
}

/** Build only: the pages of the dynamic routes, derived from the content. */
function exported(kind: Exclude<keyof typeof staticPaths, 'marketServices'>) {
  if (!import.meta.env.SSR) return undefined
  return () => import('./content/loader/static-paths.ts').then((m) => m.staticPaths[kind]())
}

/**
 * The only route table. `head` is the head manager the pages write into: omitted in the
 * browser (the shell creates one), a fresh one per page in the static build (main.tsx).
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
        ...fixedRoutes(),
        ...marketRoutes(),
        {
          path: p.hireRole.path,
          lazy: screens.hireRole,
          loader: buildData((l, params) => l.hireRolePage(params.role)),
          getStaticPaths: exported('hireRoles'),
        },
        {
          path: p.service.path,
          lazy: screens.service,
          loader: buildData((l, params) => l.servicePage(params.service)),
          getStaticPaths: exported('services'),
        },
        {
          path: p.blogPost.path,
          lazy: screens.blogPost,
          loader: buildData((l, params) => l.blogPostPage(params.slug)),
          getStaticPaths: exported('posts'),
        },
        {
          path: p.blogCategory.path,
          lazy: screens.blogTopic,
          loader: buildData((l, params) => l.blogTopicPage('category', params.topic)),
          getStaticPaths: exported('blogCategories'),
        },
        {
          path: p.blogTag.path,
          lazy: screens.blogTopic,
          loader: buildData((l, params) => l.blogTopicPage('tag', params.tag)),
          getStaticPaths: exported('blogTags'),
        },
        {
          path: p.caseStudyFacet.path,
          lazy: screens.caseStudyFacet,
          loader: buildData((l, params) => l.caseStudyFacetPage(params.facet, params.name)),
          getStaticPaths: exported('caseStudyFacets'),
        },
        {
          path: p.caseStudy.path,
          lazy: screens.caseStudy,
          loader: buildData((l, params) => l.caseStudyPage(params.slug)),
          getStaticPaths: exported('caseStudies'),
        },
        {
          path: p.job.path,
          lazy: screens.job,
          loader: buildData((l, params) => l.jobPage(params.slug)),
          getStaticPaths: exported('jobs'),
        },
        {
          path: p.countryService.path,
          lazy: screens.countryService,
          loader: buildData((l, params) => l.countryServicePage(params.country, params.service)),
          getStaticPaths: exported('countryServices'),
        },
        { path: p.notFound.path, lazy: screens.notFound },
        { path: '*', lazy: screens.notFound },
      ],
    },
  ]
}
