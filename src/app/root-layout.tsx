import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../components/layout/footer/site-footer.tsx'
import { SiteHeader } from '../components/layout/header/site-header.tsx'
import { LoadingOverlay } from '../components/layout/loading-overlay.tsx'
import { SkipLink } from '../components/layout/skip-link.tsx'
import { ToastRegion } from '../components/layout/toast-region.tsx'
import { facesClass } from '../i18n/locales.ts'
import { usePageLanguage } from '../i18n/use-messages.ts'

export function RootLayout() {
  const { locale } = usePageLanguage()
  const faces = facesClass(locale?.language)
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className={faces ? `outline-none ${faces}` : 'outline-none'}
        data-inert-behind-menu=""
      >
        <Outlet />
      </main>
      <SiteFooter />
      {/* index.html's <link rel="expect" href="#page-status" blocking="render"> holds the first
          paint until the overlay's status region, after the footer, is in the document: the
          page is painted whole. On a slow connection the browser paints a document as it is
          parsed; what was painted half-parsed moved as the rest came in (the header's
          right-aligned menu, the footer's logo on a short page). Every document arrives in one
          first flight (the budget), so the wait is parsing only. */}
      <LoadingOverlay />
      <ToastRegion />
      {/* New page: top; back/forward: the position the visitor left. */}
      <ScrollRestoration />
    </>
  )
}
