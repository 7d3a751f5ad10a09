import type { MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { cx } from '../../lib/cx.ts'

/** A plain click, which a filter may take over; others (new tab, download) keep the link's. */
export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A filter choice as a link to its own page, which crawlers and visitors without JavaScript
 * follow; once the page is interactive `onClick` may filter in place instead.
 */
export function FilterChip({
  to,
  active,
  onClick,
  children,
}: {
  to: string
  active: boolean
  onClick: (event: MouseEvent) => void
  children: string
}) {
  return (
    <li className="flex">
      <Link
        to={to}
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        className={cx(
          'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors',
          active
            ? 'border-brand-fill bg-brand-fill text-white'
            : 'border-brand-100 text-brand-800 hover:border-brand-700',
        )}
      >
        {children}
      </Link>
    </li>
  )
}
