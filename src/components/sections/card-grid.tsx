import { Link } from 'react-router-dom'
import type { LinkCard } from '../../content/types.ts'
import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { Icon } from '../ui/icon.tsx'

/** Cards with an icon, a title, a short text and, when it has one, a link onwards. */
export function CardGrid({
  items,
}: {
  items: readonly {
    title: string
    text: string
    href?: string | undefined
    icon?: string | undefined
  }[]
}) {
  const layout = balancedGrid(items.length)
  return (
    <ul className={cx(layout.grid, 'gap-4')}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cx(
            layout.item(index),
            'lift relative rounded-xl border border-brand-100 bg-surface p-5 shadow-sm',
          )}
        >
          {item.icon ? <IconChip name={item.icon} /> : null}
          <h3 className="text-lg font-semibold text-brand-900">
            {item.href ? (
              <Link
                to={item.href}
                className="text-brand-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-2 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** An icon on a tile of the brand colour: how cards and models lead. */
export function IconChip({ name }: { name: string }) {
  return (
    <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-fill text-white shadow-sm">
      <Icon name={name} />
    </span>
  )
}

export type { LinkCard }
