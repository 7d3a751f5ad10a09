import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { Icon } from '../ui/icon.tsx'

/** A borderless list, each entry led by its icon: industries and other short facts. */
export function IconList({
  items,
}: {
  items: readonly { title: string; text: string; icon: string }[]
}) {
  const layout = balancedGrid(items.length)
  return (
    <ul className={cx(layout.grid, 'gap-x-6 gap-y-8')}>
      {items.map((item, index) => (
        <li key={item.title} className={cx(layout.item(index), 'flex gap-4')}>
          <Icon name={item.icon} className="mt-0.5 size-6 text-accent-600" />
          <div>
            <h3 className="font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
