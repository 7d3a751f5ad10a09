import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { SiteFooter } from '../components/layout/footer/site-footer.tsx'
import { SiteHeader } from '../components/layout/header/site-header.tsx'
import { SkipLink } from '../components/layout/skip-link.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { pageHead } from '../seo/head.ts'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import { pagePath } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { NotFound } from '../components/sections/not-found.tsx'

/**
 * Shown when a route fails: a 404 response renders the not-found screen, anything else is logged.
 * In the static build a failed loader (invalid content, a page declared wrongly) is rethrown, so
 * the build stops with the page and the reason instead of exporting an error page.
 */
export function RouteError() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!notFound && import.meta.env.SSR) throw error
  if (!notFound) console.error('Page failed to render:', error)
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none" data-inert-behind-menu="">
        {notFound ? (
          <NotFound />
        ) : (
          <Container className="max-w-prose py-16">
            <PageHead
              head={pageHead({
                title: 'Something went wrong',
                description:
                  'This page could not be shown. Reload it, or go back to the homepage to find our services and contact details.',
                path: pagePath('home'),
                indexable: false,
              })}
            />
            <h1 className="text-3xl font-bold text-brand-900">Something went wrong</h1>
            <p className="mt-4 text-ink-muted">
              This page could not be shown. Please reload it, or write to us at{' '}
              <a className="text-brand-700 underline" href={site.emailHref}>
                {site.email}
              </a>
              .
            </p>
            <div className="mt-8">
              <ButtonLink to={pagePath('home')}>Go to the homepage</ButtonLink>
            </div>
          </Container>
        )}
      </main>
      <SiteFooter />
    </>
  )
}
