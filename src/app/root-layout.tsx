import { Outlet, ScrollRestoration } from 'react-router-dom'
import { SiteFooter } from '../components/layout/footer/site-footer.tsx'
import { SiteHeader } from '../components/layout/header/site-header.tsx'

export function RootLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      {/* New page: top; back/forward: the position the visitor left. */}
      <ScrollRestoration />
    </>
  )
}
