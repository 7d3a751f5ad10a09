import { Link } from 'react-router-dom'
import type { LinkCard } from '../../content/types.ts'

/** Cards with a title, a short text and, when it has one, a link onwards. */
export function CardGrid({
  items,
}: {
  items: readonly { title: string; text: string; href?: string | undefined }[]
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          className="relative rounded-lg border border-brand-100 bg-surface p-5 shadow-sm"
        >
          <h3 className="font-semibold text-brand-900">
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
          <p className="mt-2 text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

export type { LinkCard }
