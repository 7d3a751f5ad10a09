import type { Technology } from '../../content/types.ts'
import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { Logo } from '../ui/icon.tsx'

/** Technologies as their logos (simple-icons) beside their names; a name alone where none exists. */
export function TechLogos({ items, label }: { items: readonly Technology[]; label?: string }) {
  const layout = balancedGrid(items.length)
  return (
    <ul aria-label={label} className={cx(layout.grid, 'gap-3')}>
      {items.map((item, index) => (
        <li
          key={item.name}
          className={cx(
            layout.item(index),
            'flex min-h-11 items-center gap-3 rounded-lg border border-brand-100 bg-surface px-4 py-2 text-sm font-medium text-brand-900',
          )}
        >
          {item.logo ? <Logo slug={item.logo} className="size-5 text-ink-muted" /> : null}
          {item.name}
        </li>
      ))}
    </ul>
  )
}

export function TechLogoGroups({
  groups,
}: {
  groups: readonly { name: string; items: readonly Technology[] }[]
}) {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <div key={group.name}>
          <h3 className="mb-3 font-semibold text-brand-900">{group.name}</h3>
          <ul className="flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li
                key={item.name}
                className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                {item.logo ? <Logo slug={item.logo} className="size-4" /> : null}
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
