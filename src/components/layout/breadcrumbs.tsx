import { Link } from 'react-router-dom'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import { useMessages } from '../../i18n/use-messages.ts'

/** The trail to the current page; the last step is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  const { chrome } = useMessages()
  if (trail.length < 2) return null
  return (
    <nav aria-label={chrome.breadcrumb} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 text-ink-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
