import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import { slugify } from '../../lib/slug.ts'
import { Container } from './container.tsx'

/** A titled band of the page; its h2 names the region for assistive technology. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string
  heading: string
  intro?: string | undefined
  tone?: 'plain' | 'muted'
  children: ReactNode
}) {
  const headingId = `${id ?? slugify(heading)}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx('py-12 sm:py-16', tone === 'muted' && 'bg-surface-muted')}
    >
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  )
}
