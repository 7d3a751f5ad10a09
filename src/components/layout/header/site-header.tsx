import { Icon, InlineIcon } from '../../ui/icon.tsx'
import { useReducer, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { logoLabel, mainNavigation, marketNavigation } from '../../../config/navigation.ts'
import { pagePath, paths } from '../../../config/paths.ts'
import { facesClass } from '../../../i18n/locales.ts'
import { usePageLanguage } from '../../../i18n/use-messages.ts'
import { cx } from '../../../lib/cx.ts'
import { Container } from '../../ui/container.tsx'
import { Logo } from '../../ui/logo.tsx'
import { DesktopNav } from './desktop-nav.tsx'
import { closedMenu, menuReducer } from './menu-state.ts'
import { MobileMenu, mobileMenuId } from './mobile-menu.tsx'
import { ThemeToggle } from './theme-toggle.tsx'
import { TopBar } from './top-bar.tsx'
import { useScrolledPast } from './use-scrolled-past.ts'

/** Past this many pixels of scrolling the header is fixed and its logo smaller. */
export const fixedHeaderThreshold = 100

const menuButtonClass =
  'size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 aria-expanded:bg-brand-50'

export function SiteHeader() {
  const { locale, messages } = usePageLanguage()
  const navigation = locale ? marketNavigation(locale, messages) : mainNavigation
  const scrolled = useScrolledPast(fixedHeaderThreshold)
  const [menu, dispatch] = useReducer(menuReducer, closedMenu)
  const menuButton = useRef<HTMLButtonElement>(null)
  // Finishing any navigation closes the menu (adjusted while rendering).
  const { key } = useLocation()
  const [shownKey, setShownKey] = useState(key)
  if (key !== shownKey) {
    setShownKey(key)
    dispatch({ type: 'navigated' })
  }

  // While the mobile menu is open the bar stays in view above its overlay.
  const fixed = scrolled || menu.open

  return (
    <header className={facesClass(locale?.language)}>
      <TopBar />
      {/* Keeps the bar's place in the flow: the page does not move when the bar becomes fixed. */}
      <div className="h-20">
        <div
          data-header-bar
          data-fixed={fixed}
          className={cx(
            'inset-x-0 top-0 z-40 border-b border-brand-100 bg-surface transition-[height] motion-reduce:transition-none',
            fixed ? 'fixed' : 'relative',
            scrolled ? 'h-16 shadow-md' : 'h-20',
          )}
        >
          <Container className="flex h-full items-center justify-between gap-4">
            <Link
              to={locale ? paths.market.href(locale.id) : pagePath('home')}
              aria-label={logoLabel(messages)}
              className="rounded-md"
              data-inert-behind-menu=""
            >
              <Logo compact={scrolled} />
            </Link>
            <div className="flex items-center gap-2">
              <DesktopNav items={navigation} />
              {/* A plain link, so a document load: /search's CSP alone lets its search run. */}
              {/* The search covers the English pages only. */}
              {locale ? null : (
                <a
                  href="/search"
                  aria-label="Search"
                  className={cx(menuButtonClass, 'inline-flex')}
                  data-inert-behind-menu=""
                >
                  <Icon name="search" />
                </a>
              )}
              <ThemeToggle className={menuButtonClass} />
              <button
                ref={menuButton}
                type="button"
                aria-expanded={menu.open}
                aria-controls={mobileMenuId}
                aria-label={messages.chrome.menu}
                onClick={() => dispatch({ type: 'toggle' })}
                className={cx(menuButtonClass, 'hidden js:inline-flex js:desktop:hidden')}
              >
                <InlineIcon name="menu" className="size-[26px]" />
              </button>
              <a
                href={`#${mobileMenuId}`}
                aria-label={messages.chrome.menu}
                className={cx(menuButtonClass, 'inline-flex desktop:hidden js:hidden')}
              >
                <InlineIcon name="menu" className="size-[26px]" />
              </a>
            </div>
          </Container>
        </div>
      </div>
      <MobileMenu
        items={navigation}
        state={menu}
        dispatch={dispatch}
        menuButton={menuButton}
        compact={scrolled}
      />
    </header>
  )
}
