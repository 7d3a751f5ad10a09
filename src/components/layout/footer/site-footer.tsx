import { Link } from 'react-router-dom'
import {
  footerNavigation,
  logoLabel,
  marketServiceLinks,
  type NavLink,
} from '../../../config/navigation.ts'
import { pagePath, paths } from '../../../config/paths.ts'
import { site } from '../../../config/site.ts'
import { facesClass } from '../../../i18n/locales.ts'
import { usePageLanguage } from '../../../i18n/use-messages.ts'
import { cx } from '../../../lib/cx.ts'
import { Container } from '../../ui/container.tsx'
import { Logo } from '../../ui/logo.tsx'

/** A list of links; with `heading` shown above it, else in a row (`label` names it). */
function FooterLinks({
  heading,
  label = heading,
  links,
}: {
  heading?: string
  label?: string
  links: NavLink[]
}) {
  return (
    <nav aria-label={label}>
      {heading && <h2 className="mb-3 font-semibold text-white">{heading}</h2>}
      <ul className={heading ? 'space-y-1' : 'flex flex-wrap gap-x-6 gap-y-2'}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-6 items-center text-band-ink hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A market's pages in its language have its services and no links to English-only pages. */
export function SiteFooter() {
  const { address } = site
  const { locale, messages } = usePageLanguage()
  const { chrome } = messages
  return (
    <footer
      className={cx('mt-16 bg-band py-12 text-sm text-band-ink', facesClass(locale?.language))}
      data-inert-behind-menu=""
    >
      <Container className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            to={locale ? paths.market.href(locale.id) : pagePath('home')}
            aria-label={logoLabel(messages)}
            className="inline-block rounded-md bg-surface px-2 py-1"
          >
            <Logo />
          </Link>
          <p className="mt-4">{chrome.footerBlurb}</p>
        </div>
        {locale ? null : <FooterLinks heading="Our Links" links={footerNavigation.ourLinks} />}
        <FooterLinks
          heading={chrome.footerServices}
          links={locale ? marketServiceLinks(locale, messages) : footerNavigation.services}
        />
        <div>
          <h2 className="font-semibold text-white">{chrome.footerContact}</h2>
          <address className="mt-3 space-y-2 not-italic">
            <p>
              <a
                href={site.phoneHref}
                dir={locale ? 'ltr' : undefined}
                className="hover:text-white hover:underline"
              >
                {site.phone}
              </a>
            </p>
            <p>
              <a href={site.emailHref} className="hover:text-white hover:underline">
                {site.email}
              </a>
            </p>
            <p>
              <Link
                to={pagePath('contact')}
                lang={locale ? 'en' : undefined}
                className="hover:text-white hover:underline"
              >
                {address.street}, {address.locality}, {address.city}, {address.region}{' '}
                {address.postalCode}, {address.country}
              </Link>
            </p>
          </address>
        </div>
      </Container>
      <Container className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-band-raised pt-6">
        <p>
          © {site.copyrightYear} {locale ? <bdi>{site.name}</bdi> : site.name}. {chrome.rights}
        </p>
        {locale ? null : <FooterLinks label="More" links={footerNavigation.more} />}
      </Container>
    </footer>
  )
}
