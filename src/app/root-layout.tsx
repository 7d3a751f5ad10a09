import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../components/layout/footer/site-footer.tsx'
import { SiteHeader } from '../components/layout/header/site-header.tsx'
import { LoadingOverlay } from '../components/layout/loading-overlay.tsx'
import { SkipLink } from '../components/layout/skip-link.tsx'
import { ToastRegion } from '../components/layout/toast-region.tsx'

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* index.html's <link rel="expect" href="#main" blocking="render"> holds the first paint
          until this element is in the document, so the header before it is whole: on a slow
          connection the browser paints a document as it arrives, and the right-aligned menu
          would move left as its items came in. */}
      <main id="main" tabIndex={-1} className="outline-none" data-inert-behind-menu>
        <Outlet />
      </main>
      <SiteFooter />
      <LoadingOverlay />
      <ToastRegion />
      {/* New page: top; back/forward: the position the visitor left. */}
      <ScrollRestoration />
    </>
  )
}
