import { Link } from 'react-router-dom'
import type { LinkCard } from '../../content/types.ts'
import { Icon } from '../ui/icon.tsx'

/** The services in their menu groups: a column each, every service led by its icon. */
export function ServiceGroups({
  columns,
}: {
  columns: readonly { id: string; title: string; items: readonly LinkCard[] }[]
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {columns.map((column) => (
        <div
          key={column.id}
          id={column.id}
          className="flex flex-col rounded-xl border border-brand-100 bg-surface p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-brand-900">{column.title}</h3>
          {/* A shorter group spreads its entries over the row's height: no empty band below. */}
          <ul className="mt-4 flex flex-1 flex-col justify-between gap-1">
            {column.items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="group flex items-center gap-3 rounded-lg p-2 font-medium text-brand-800 hover:bg-brand-50"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-surface">
                    {item.icon ? <Icon name={item.icon} className="size-5" /> : null}
                  </span>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
