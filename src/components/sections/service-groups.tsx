import { Link } from 'react-router-dom'
import type { LinkCard } from '../../content/types.ts'
import { pagePath } from '../../config/paths.ts'
import { Icon } from '../ui/icon.tsx'

/** The services in their menu groups: a column each, every service led by its icon. */
export function ServiceGroups({
  columns,
}: {
  columns: readonly { id: string; title: string; items: readonly LinkCard[] }[]
}) {
  const longest = Math.max(...columns.map((column) => column.items.length))
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {columns.map((column) => (
        <div
          key={column.id}
          id={column.id}
          className="flex flex-col rounded-xl border border-brand-100 bg-surface p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-brand-900">{column.title}</h3>
          <ul className="mt-4 space-y-1">
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
          {/* A shorter group ends in a way onwards rather than an empty band. */}
          {column.items.length < longest ? (
            <Link
              to={pagePath('estimate')}
              className="mt-auto flex items-center justify-between gap-3 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800 hover:underline"
            >
              Not sure which service fits? Estimate your project
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
      ))}
    </div>
  )
}
