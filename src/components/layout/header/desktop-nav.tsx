import { Icon, InlineIcon } from '../../ui/icon.tsx'
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import type { NavItem, NavLink as NavEntry } from '../../../config/navigation.ts'
import { format } from '../../../i18n/format.ts'
import { useMessages } from '../../../i18n/use-messages.ts'
import { cx } from '../../../lib/cx.ts'
import type { SubmenuId } from './menu-state.ts'

const topLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-[0.9375rem] font-medium text-ink hover:text-brand-700 aria-[current=page]:text-brand-700'
const panelLinkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700'

function PanelLinks({ links }: { links: NavEntry[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} end className={panelLinkClass}>
            {link.icon ? <Icon name={link.icon} className="size-5 text-brand-700" /> : null}
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

type SubmenuItem = Exclude<NavItem, { kind: 'link' }>

const hoverDelayMs = 200

/**
 * One item with a submenu, after the W3C APG disclosure navigation pattern (hybrid: the label
 * links to its page where it has one, a button discloses the submenu). Hover opens it too.
 */
function SubmenuItemView({
  item,
  open,
  onHover,
  onLeave,
  onToggle,
  onClose,
}: {
  item: SubmenuItem
  open: boolean
  onHover: (id: SubmenuId) => void
  onLeave: (id: SubmenuId) => void
  onToggle: (id: SubmenuId) => void
  onClose: (id: SubmenuId) => void
}) {
  const messages = useMessages()
  const button = useRef<HTMLButtonElement>(null)
  const panelId = `submenu-${item.id}`
  const hasPage = item.kind === 'submenu'

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    onClose(item.id)
    button.current?.focus()
  }
  const closeOnFocusOut = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onClose(item.id)
  }

  return (
    // The item listens for hover, Escape and focus leaving it; its link and button are the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={cx('group flex items-center', item.kind === 'submenu' && 'relative')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onHover(item.id)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onLeave(item.id)}
      onKeyDown={closeOnEscape}
      onBlur={closeOnFocusOut}
    >
      {hasPage ? (
        <NavLink to={item.href} end className={cx(topLinkClass, 'pr-0.5')}>
          {item.label}
        </NavLink>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={hasPage ? format(messages.chrome.morePages, { label: item.label }) : undefined}
        onClick={() => onToggle(item.id)}
        className={cx(
          'inline-flex min-h-11 min-w-6 items-center justify-center gap-1 rounded-md text-[0.9375rem] font-medium text-ink hover:text-brand-700',
          hasPage ? 'px-1' : 'px-2',
        )}
      >
        {hasPage ? null : item.label}
        <InlineIcon
          name="chevron-down"
          className={cx(
            'size-4 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      {/* pt-2 instead of a margin: the pointer crosses no gap on its way into the panel. */}
      <div
        id={panelId}
        className={cx(
          'absolute top-full z-50 pt-2',
          item.kind === 'mega' ? 'inset-x-0' : 'left-0 w-64',
          open ? 'block' : 'hidden',
          'no-js:group-focus-within:block no-js:group-hover:block',
        )}
      >
        <div className="rounded-lg border border-brand-100 bg-surface p-3 shadow-lg">
          {item.kind === 'mega' ? (
            <div className="grid grid-cols-3 gap-6 p-2">
              {item.columns.map((column) => (
                <div key={column.id}>
                  <p className="px-3 pb-2 text-xs font-bold tracking-wide text-brand-800 uppercase">
                    {column.title}
                  </p>
                  <PanelLinks links={column.links} />
                </div>
              ))}
            </div>
          ) : (
            <PanelLinks links={item.links} />
          )}
        </div>
      </div>
    </li>
  )
}

/** The main menu above 1024 px: submenus open on hover and with their buttons. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const messages = useMessages()
  const [openId, setOpenId] = useState<SubmenuId | null>(null)
  // A submenu opened by hover stays open when its button is then clicked.
  const openedByHover = useRef(false)
  // A finished navigation closes the submenu (state adjusted while rendering, not in an effect).
  const { key } = useLocation()
  const [shownKey, setShownKey] = useState(key)
  if (key !== shownKey) {
    setShownKey(key)
    setOpenId(null)
  }

  // Hover intent: a pointer crossing a neighbouring item on its way into an open panel, or
  // leaving for a moment, does not switch or close the submenu at once.
  const hoverTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(hoverTimer.current), [])
  const later = (change: () => void) => {
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(change, hoverDelayMs)
  }

  const onHover = (id: SubmenuId) => {
    openedByHover.current = true
    if (openId === id) window.clearTimeout(hoverTimer.current)
    else if (openId === null) setOpenId(id)
    else later(() => setOpenId(id))
  }
  const onLeave = (id: SubmenuId) => later(() => onClose(id))
  const onToggle = (id: SubmenuId) => {
    window.clearTimeout(hoverTimer.current)
    const pinHoveredMenu = openId === id && openedByHover.current
    openedByHover.current = false
    if (!pinHoveredMenu) setOpenId(openId === id ? null : id)
  }
  const onClose = (id: SubmenuId) => setOpenId((current) => (current === id ? null : current))

  return (
    <nav aria-label={messages.chrome.mainNav} className="hidden desktop:block">
      <ul className="relative flex items-center gap-1">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.label}>
              <NavLink to={item.href} end className={topLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ) : (
            <SubmenuItemView
              key={item.id}
              item={item}
              open={openId === item.id}
              onHover={onHover}
              onLeave={onLeave}
              onToggle={onToggle}
              onClose={onClose}
            />
          ),
        )}
      </ul>
    </nav>
  )
}
