import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import type { Proof } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'
import { Breadcrumbs } from '../layout/breadcrumbs.tsx'
import { Art } from '../ui/art.tsx'
import { Container } from '../ui/container.tsx'
import { Icon } from '../ui/icon.tsx'

/**
 * The top of a page: the trail to it, its only h1, the introductory paragraphs and, from 768 px,
 * the page's illustration beside them (on phones the heading and text have the first screen).
 * The home page adds its proof: measured results of case studies.
 */
export function PageIntro({
  heading,
  intro,
  breadcrumbs = [],
  meta,
  art,
  icon,
  proof,
  children,
}: {
  heading: string
  intro: readonly string[]
  breadcrumbs?: readonly Breadcrumb[]
  /** A line above the heading: category, client, location. */
  meta?: ReactNode
  /** The illustration: public/images/art/{name}.svg. */
  art?: string | undefined
  /** The subject's icon (a service's, a hire role's), the one its menu entry and cards show. */
  icon?: string | undefined
  proof?: readonly Proof[] | undefined
  children?: ReactNode
}) {
  const home = proof !== undefined
  return (
    <section className="hero border-b border-brand-100 bg-surface-muted py-12 sm:py-16">
      <Container
        className={cx(
          art &&
            'md:grid md:grid-cols-[1fr_17rem] md:items-center md:gap-10 lg:grid-cols-[1fr_27rem]',
        )}
      >
        <div>
          <Breadcrumbs trail={breadcrumbs} />
          {icon ? (
            <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-brand-fill text-white">
              <Icon name={icon} />
            </span>
          ) : null}
          {meta ? <p className="mb-2 font-medium text-brand-700">{meta}</p> : null}
          <h1
            className={cx(
              'max-w-3xl font-bold tracking-tight text-balance text-brand-900',
              home ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
            )}
          >
            {heading}
          </h1>
          {intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-lg text-ink-muted">
              {paragraph}
            </p>
          ))}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? <Art src={art} className="hidden md:block" /> : null}
        {proof?.length ? <ProofRow items={proof} /> : null}
      </Container>
    </section>
  )
}

/** Headline results from the case studies, each linking to the study that measured it. */
function ProofRow({ items }: { items: readonly Proof[] }) {
  return (
    <dl className="mt-10 grid gap-x-8 gap-y-6 border-t border-brand-100 pt-8 sm:grid-cols-3 md:col-span-2">
      {items.map((item) => (
        <div key={item.href} className="relative flex flex-col-reverse">
          <dt className="mt-1 text-sm text-ink-muted">
            <Link to={item.href} className="after:absolute after:inset-0 hover:underline">
              {item.label}
            </Link>
          </dt>
          <dd className="font-display text-3xl font-bold text-brand-700">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
