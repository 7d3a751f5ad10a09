import { Link } from 'react-router-dom'
import { Container } from '../ui/container.tsx'

export interface LinkCard {
  title: string
  href: string
  summary: string
}

/** A titled grid of links with one-line summaries. */
export function LinkCards({
  id,
  heading,
  cards,
}: {
  id?: string
  heading: string
  cards: readonly LinkCard[]
}) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="py-12">
      <Container>
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href} className="rounded-lg border border-brand-100 p-5">
              <Link
                to={card.href}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {card.title}
              </Link>
              <p className="mt-2 text-sm text-ink-muted">{card.summary}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
