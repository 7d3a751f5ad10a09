import { Children, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import type { Proof } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'
import { Breadcrumbs } from '../layout/breadcrumbs.tsx'
import { LanguageSwitcher } from '../layout/language-switcher.tsx'
import type { LanguageLink } from '../../loaders/page-data.ts'
import { Art } from '../ui/art.tsx'
import { Container } from '../ui/container.tsx'

/**
 * The top of a page: the trail to it, its only h1, one line of support and the calls to action
 * (the first is the page's primary one), then its illustration: beside the text from 768 px,
 * below the actions on phones, so the primary action stays on a phone's first screen. A longer
 * introduction is the page's first section (Overview). The home page adds its proof: measured
 * results of case studies.
 */
export function PageIntro({
  heading,
  lead,
  breadcrumbs = [],
  languages = [],
  meta,
  art,
  proof,
  note,
  children,
}: {
  heading: string
  /** One line of support: at most 35 words (the content schemas check it). */
  lead: string
  breadcrumbs?: readonly Breadcrumb[]
  /** The same page in other languages (the switcher under the breadcrumbs). */
  languages?: readonly LanguageLink[]
  /** A line above the heading: category, client, location. */
  meta?: ReactNode
  /** The illustration: public/images/art/{name}.svg. */
  art?: string | undefined
  proof?: readonly Proof[] | undefined
  /** A small line after the support line: an article's author and date. */
  note?: ReactNode
  /** The calls to action, primary first. */
  children?: ReactNode
}) {
  const home = proof !== undefined
  return (
    <section className="hero border-b border-brand-100 bg-surface-muted pt-6 pb-10 sm:py-16">
      <Container
        className={cx(
          art &&
            'md:grid md:grid-cols-[1fr_17rem] md:items-center md:gap-10 lg:grid-cols-[1fr_27rem]',
        )}
      >
        <div>
          <Breadcrumbs trail={breadcrumbs} />
          <LanguageSwitcher links={languages} />
          {meta ? (
            <p className="mb-3 text-sm font-medium text-brand-700 sm:text-base">{meta}</p>
          ) : null}
          <h1
            className={cx(
              'max-w-3xl font-bold tracking-tight text-balance text-brand-900',
              home ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl lg:text-5xl',
            )}
          >
            {heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">{lead}</p>
          {note ? <p className="mt-3 text-sm text-ink-muted sm:text-base">{note}</p> : null}
          {Children.toArray(children).length > 0 ? (
            <div
              data-hero-actions
              className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap"
            >
              {children}
            </div>
          ) : null}
        </div>
        {art ? <Art src={art} className="mt-8 md:mt-0" /> : null}
        {proof?.length ? <ProofRow items={proof} /> : null}
      </Container>
    </section>
  )
}

/** Headline results from the case studies: the figure, what it measured, whose it was. */
function ProofRow({ items }: { items: readonly Proof[] }) {
  return (
    <dl className="mt-10 grid gap-4 sm:grid-cols-3 md:col-span-2">
      {items.map((item) => (
        <div
          key={item.href}
          className="relative flex flex-col-reverse rounded-xl border border-brand-100 bg-surface p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
        >
          <dt className="mt-1 flex flex-1 flex-col justify-between gap-2 sm:mt-2 sm:gap-3">
            <span className="text-base text-ink">{item.label}</span>
            <Link
              to={item.href}
              className="text-sm font-semibold text-brand-700 after:absolute after:inset-0 hover:underline"
            >
              {item.client} <span aria-hidden="true">→</span>
              <span className="sr-only">: read the case study</span>
            </Link>
          </dt>
          <dd className="font-display text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
