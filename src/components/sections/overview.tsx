import { cx } from '../../lib/cx.ts'
import { Container } from '../ui/container.tsx'

/**
 * A page's introduction past its hero's one line: the first section, so the hero keeps its calls
 * to action on a phone's first screen. It opens with a lead (one paragraph's first sentence, or
 * the first of several paragraphs) so the section reads as a statement and its support, not as
 * an even block of text.
 */
export function Overview({ paragraphs }: { paragraphs: readonly string[] }) {
  const [first, ...rest] = paragraphs
  if (first === undefined) return null
  // One paragraph: its first sentence is a statement across the page, the rest its support.
  const statement = rest.length === 0
  const [lead, support] = statement ? splitLead(first) : [first, rest]
  return (
    <div className="overview border-b border-brand-100 py-10 sm:py-14">
      <Container className={statement ? '' : 'lg:grid lg:grid-cols-2 lg:gap-12'}>
        <p
          className={
            statement
              ? 'max-w-4xl font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl'
              : 'text-lg font-medium text-brand-900 sm:text-xl'
          }
        >
          {lead}
        </p>
        <div
          className={cx(
            'mt-4 max-w-3xl space-y-4 text-ink-muted sm:text-lg',
            !statement && 'lg:mt-0',
          )}
        >
          {support.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </div>
  )
}

/** A paragraph's first sentence and the rest; the whole paragraph when it is one sentence. */
export function splitLead(paragraph: string): [string, string[]] {
  const match = /^(.+?[.!?])\s+(?=[A-Z])(.+)$/s.exec(paragraph)
  return match ? [match[1] as string, [match[2] as string]] : [paragraph, []]
}
