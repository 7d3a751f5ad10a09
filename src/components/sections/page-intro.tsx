import type { ReactNode } from 'react'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import { Breadcrumbs } from '../layout/breadcrumbs.tsx'
import { Container } from '../ui/container.tsx'

/** The top of a page: the trail to it, its only h1 and the introductory paragraphs. */
export function PageIntro({
  heading,
  intro,
  breadcrumbs = [],
  meta,
  children,
}: {
  heading: string
  intro: readonly string[]
  breadcrumbs?: readonly Breadcrumb[]
  /** A line above the heading: category, client, location. */
  meta?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="border-b border-brand-100 bg-surface-muted py-12 sm:py-16">
      <Container>
        <Breadcrumbs trail={breadcrumbs} />
        {meta ? <p className="mb-2 font-medium text-brand-700">{meta}</p> : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {heading}
        </h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-prose text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </Container>
    </section>
  )
}
