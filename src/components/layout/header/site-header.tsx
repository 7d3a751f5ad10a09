import { Link, NavLink } from 'react-router-dom'
import { mainNavigation, servicesOverviewHref } from '../../../config/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { Container } from '../../ui/container.tsx'
import { Logo } from '../../ui/logo.tsx'

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-ink hover:text-brand-700 aria-[current=page]:text-brand-700'

/** The site header: logo and the top level of the navigation tree. */
export function SiteHeader() {
  return (
    <header className="border-b border-brand-100 bg-surface">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Link to={paths.home.href()} aria-label="Home" className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="-mx-2 overflow-x-auto">
          <ul className="flex gap-1 whitespace-nowrap">
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {/* The services overview is a section of the home page, never the current page. */}
                {item.kind === 'mega' ? (
                  <Link to={servicesOverviewHref} className={linkClass}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.href} end className={linkClass}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  )
}
