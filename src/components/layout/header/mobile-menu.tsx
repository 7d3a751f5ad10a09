import { Icon, InlineIcon } from '../../ui/icon.tsx'
import { useEffect, useRef, type Dispatch, type RefObject } from 'react'
import { NavLink } from 'react-router-dom'
import type { NavItem, NavLink as NavEntry } from '../../../config/navigation.ts'
import { useMessages } from '../../../i18n/use-messages.ts'
import { cx } from '../../../lib/cx.ts'
import type { MenuAction, MenuState } from './menu-state.ts'

export const mobileMenuId = 'mobile-menu'

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-brand-50 aria-[current=page]:text-brand-700'

const focusable = 'a[href], button:not([disabled])'

function SubLinks({ id, links, open }: { id: string; links: NavEntry[]; open: boolean }) {
  return (
    <ul id={id} className={cx('ps-4 pb-2', open ? 'block' : 'hidden', 'no-js:block')}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            end
            className={cx(linkClass, 'gap-3 text-[0.9375rem] font-normal')}
          >
            {link.icon ? <Icon name={link.icon} className="size-5 text-brand-700" /> : null}
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

/** A submenu whose item has a page of its own starts with a link to that page. */
function withOverview(item: NavItem, links: NavEntry[]): NavEntry[] {
  if (item.kind !== 'submenu' || links.some((link) => link.href === item.href)) return links
  return [{ label: `${item.label} overview`, href: item.href }, ...links]
}

/**
 * The menu at 1024 px and below: a modal drawer under the header bar, beside a dimmed
 * overlay. Focus moves in on open and stays inside (with the menu button, which closes it),
 * Escape closes it and returns focus to the menu button, the page behind is inert and does not
 * scroll. Without JavaScript the menu button is a link to #mobile-menu and :target shows it.
 */
export function MobileMenu({
  items,
  state,
  dispatch,
  menuButton,
  compact,
}: {
  items: NavItem[]
  state: MenuState
  dispatch: Dispatch<MenuAction>
  menuButton: RefObject<HTMLButtonElement | null>
  compact: boolean
}) {
  const messages = useMessages()
  const panel = useRef<HTMLDivElement>(null)
  const { open } = state

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const behind = [...document.querySelectorAll<HTMLElement>('[data-inert-behind-menu]')]
    root.classList.add('overflow-hidden')
    behind.forEach((element) => (element.inert = true))
    panel.current?.querySelector<HTMLElement>(focusable)?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch({ type: 'close' })
        menuButton.current?.focus()
        return
      }
      if (event.key !== 'Tab' || !panel.current || !menuButton.current) return
      const cycle = [menuButton.current, ...panel.current.querySelectorAll<HTMLElement>(focusable)]
      const visible = cycle.filter((element) => element.offsetParent !== null)
      const first = visible[0]
      const last = visible.at(-1)
      const active = document.activeElement
      if (event.shiftKey && (active === first || !visible.includes(active as HTMLElement))) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && (active === last || !visible.includes(active as HTMLElement))) {
        event.preventDefault()
        first?.focus()
      }
    }
    // Growing past 1024 px leaves the mobile layout: the menu closes.
    const desktop = window.matchMedia('(min-width: 64.0625rem)')
    const onResize = () => desktop.matches && dispatch({ type: 'close' })
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      root.classList.remove('overflow-hidden')
      behind.forEach((element) => (element.inert = false))
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [open, dispatch, menuButton])

  const close = () => {
    dispatch({ type: 'close' })
    menuButton.current?.focus()
  }
  const top = compact ? 'top-16' : 'top-20'

  return (
    <>
      {/* The overlay is a pointer shortcut; keyboards have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
      <div
        className={cx('fixed inset-0 z-30 bg-band/50 desktop:hidden', open ? 'block' : 'hidden')}
        onClick={close}
        data-testid="menu-overlay"
      />
      <div
        ref={panel}
        id={mobileMenuId}
        role="dialog"
        aria-modal="true"
        aria-label={messages.chrome.siteMenu}
        className={cx(
          'fixed end-0 bottom-0 z-30 w-[min(24rem,88vw)] flex-col overflow-y-auto overscroll-contain bg-surface px-4 pb-8 shadow-xl desktop:hidden!',
          top,
          open ? 'flex' : 'hidden',
          'no-js:top-0 no-js:z-50 no-js:w-full no-js:target:flex',
        )}
      >
        <div className="flex items-center justify-between py-2 ps-3">
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {messages.chrome.menu}
          </p>
          <button
            type="button"
            onClick={close}
            className="hidden size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 js:inline-flex"
            aria-label={messages.chrome.closeMenu}
          >
            <InlineIcon name="x" />
          </button>
          <a
            href="#main"
            className="inline-flex size-11 items-center justify-center rounded-md js:hidden"
            aria-label={messages.chrome.closeMenu}
          >
            <InlineIcon name="x" />
          </a>
        </div>
        <nav aria-label={messages.chrome.mainMenu}>
          <ul className="divide-y divide-brand-100">
            {items.map((item) => {
              if (item.kind === 'link')
                return (
                  <li key={item.label} className="py-1">
                    <NavLink to={item.href} end className={linkClass}>
                      {item.label}
                    </NavLink>
                  </li>
                )
              const expanded = state.submenu === item.id
              const listId = `mobile-submenu-${item.id}`
              const links =
                item.kind === 'mega' ? item.columns.flatMap((column) => column.links) : item.links
              return (
                <li key={item.id} className="py-1">
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => dispatch({ type: 'toggleSubmenu', id: item.id })}
                    className={cx(linkClass, 'w-full justify-between')}
                  >
                    {item.label}
                    <InlineIcon
                      name="chevron-down"
                      className={cx(
                        'size-5 transition-transform motion-reduce:transition-none',
                        expanded && 'rotate-180',
                      )}
                    />
                  </button>
                  <SubLinks id={listId} open={expanded} links={withOverview(item, links)} />
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </>
  )
}
