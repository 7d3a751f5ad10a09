import { Link } from 'react-router-dom'
import type { PostCard } from '../../content/types.ts'
import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { CoverImage } from '../ui/cover-image.tsx'
import { FormattedDate } from '../ui/formatted-date.tsx'

export function PostCards({ items }: { items: readonly PostCard[] }) {
  const layout = balancedGrid(items.length)
  return (
    <ul className={cx(layout.grid, 'gap-6')}>
      {items.map((post, index) => (
        <li key={post.href} className={cx(layout.item(index), 'relative flex flex-col')}>
          <CoverImage image={{ ...post.cover, alt: '' }} />
          <p className="mt-4 text-sm font-medium text-brand-700">{post.category}</p>
          <h3 className="mt-1 text-lg font-semibold text-brand-900">
            <Link
              to={post.href}
              className="underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {post.title}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-ink-muted">{post.description}</p>
          <p className="mt-3 text-sm text-ink-muted">
            <FormattedDate date={post.date} /> · {post.readingMinutes} min read
          </p>
        </li>
      ))}
    </ul>
  )
}
