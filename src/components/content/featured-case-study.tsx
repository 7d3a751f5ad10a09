import { Link } from 'react-router-dom'
import type { FeaturedCaseStudy as Study } from '../../content/types.ts'
import { CoverImage } from '../ui/cover-image.tsx'
import { cx } from '../../lib/cx.ts'
import { Icon } from '../ui/icon.tsx'

/** Results sit two by two; of an odd number, the first spans the row as the headline figure. */
const pairedResult = (count: number, index: number) =>
  count % 2 === 1 && index === 0 ? 'sm:col-span-2' : ''

/** One case study in a split layout: its cover beside the problem, the link and its metrics. */
export function FeaturedCaseStudy({ study }: { study: Study }) {
  return (
    <article className="grid overflow-hidden rounded-xl border border-brand-100 bg-surface shadow-sm lg:grid-cols-2">
      <CoverImage
        image={{ ...study.cover, alt: '' }}
        className="h-full rounded-none object-cover"
      />
      <div className="flex flex-col p-5 sm:p-8">
        <p className="text-sm font-medium text-brand-700">
          {study.industry} · {study.country}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-brand-900">{study.title}</h3>
        {study.challenge ? <p className="mt-3 text-ink-muted">{study.challenge}</p> : null}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {study.results.map((result, index) => (
            <div
              key={result.label}
              className={cx(
                pairedResult(study.results.length, index),
                'flex flex-col-reverse rounded-lg bg-surface-muted p-4',
              )}
            >
              <dt className="mt-1 text-sm text-ink-muted">{result.label}</dt>
              <dd className="flex items-center gap-2 font-display text-2xl font-bold text-brand-900">
                <Icon name={result.icon} className="size-5 text-brand-700" />
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          <Link
            to={study.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Read the case study<span className="sr-only">: {study.title}</span>
          </Link>
        </p>
      </div>
    </article>
  )
}

/**
 * A case study as proof beside a service or role: what was built and what it measured, in one
 * band, linking to the full story (the home page tells one in full, with its cover).
 */
export function CaseStudyProof({ study }: { study: Study }) {
  return (
    <article className="relative grid gap-6 rounded-xl border border-brand-100 bg-surface p-5 shadow-sm sm:p-8 lg:grid-cols-2 lg:items-center">
      <div>
        <p className="text-sm font-medium text-brand-700">
          {`${study.industry} · ${study.country}`}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-brand-900">
          <Link to={study.href} className="after:absolute after:inset-0 hover:underline">
            {study.title}
          </Link>
        </h3>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {study.results.map((result, index) => (
          <div
            key={result.label}
            className={cx(
              pairedResult(study.results.length, index),
              'flex flex-col-reverse border-l-2 border-accent-500 pl-4',
            )}
          >
            <dt className="mt-1 text-sm text-ink-muted">{result.label}</dt>
            <dd className="flex items-center gap-2 font-display text-2xl font-bold text-brand-900">
              <Icon name={result.icon} className="size-5 text-brand-700" />
              {result.value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
