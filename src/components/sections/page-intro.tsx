import type { ReactNode } from 'react'
import { Container } from '../ui/container.tsx'

/** The top of a page: its only h1 and the introductory paragraphs. */
export function PageIntro({
  heading,
  intro,
  children,
}: {
  heading: string
  intro: readonly string[]
  children?: ReactNode
}) {
  return (
    <section className="border-b border-brand-100 bg-surface-muted py-12 sm:py-16">
      <Container>
        <h1 className="max-w-prose text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
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
