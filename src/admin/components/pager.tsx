import { Link } from 'react-router-dom'
import { pageCount } from '../lib/inbox-query.ts'
import { linkClass } from './ui.tsx'

/** Previous / Next links with "Page X of Y" and the total. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  hrefOf,
}: {
  page: number
  pageSize: number
  total: number
  /** Plural, for the total: "items", "entries". */
  noun: string
  hrefOf: (page: number) => string
}) {
  const pages = pageCount(total, pageSize)
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-4 py-4">
      {page > 1 ? (
        <Link className={linkClass} to={hrefOf(page - 1)}>
          Previous
        </Link>
      ) : (
        <span className="text-ink-muted">Previous</span>
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <Link className={linkClass} to={hrefOf(page + 1)}>
          Next
        </Link>
      ) : (
        <span className="text-ink-muted">Next</span>
      )}
      <span className="text-ink-muted">
        {total} {noun} in all
      </span>
    </nav>
  )
}
