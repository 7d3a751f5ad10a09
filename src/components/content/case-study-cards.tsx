import { Link } from 'react-router-dom'
import type { CaseStudyCard } from '../../content/types.ts'
import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { CoverImage } from '../ui/cover-image.tsx'

export function CaseStudyCards({ items }: { items: readonly CaseStudyCard[] }) {
  const layout = balancedGrid(items.length)
  return (
    <ul className={cx(layout.grid, 'gap-6')}>
      {items.map((study, index) => (
        <li
          key={study.href}
          className={cx(
            layout.item(index),
            'relative flex flex-col overflow-hidden rounded-lg border border-brand-100 bg-surface',
          )}
        >
          <CoverImage image={{ ...study.cover, alt: '' }} className="rounded-none" />
          <div className="flex flex-1 flex-col p-5">
            <p className="text-sm font-medium text-brand-700">
              {study.industry} · {study.country}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-brand-900">
              <Link
                to={study.href}
                className="underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {study.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-ink-muted">{study.description}</p>
            <p className="mt-auto pt-4 text-sm">
              <strong className="text-xl text-brand-900">{study.highlight.value}</strong>{' '}
              <span className="text-ink-muted">{study.highlight.label}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
