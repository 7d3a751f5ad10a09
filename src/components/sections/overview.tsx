import { Container } from '../ui/container.tsx'

/**
 * A page's introduction past its hero's one line: the first section, so the hero keeps its calls
 * to action on a phone's first screen. Its first sentence leads in the display face, so the
 * section reads as a statement and its support, not as an even block of text.
 */
export function Overview({ paragraphs }: { paragraphs: readonly string[] }) {
  const [first, ...rest] = paragraphs
  if (first === undefined) return null
  // The first sentence is the statement; the rest of its paragraph and the others support it.
  const [lead, firstRest] = splitLead(first)
  const support = [...firstRest, ...rest]
  return (
    <div className="overview border-b border-brand-100 py-10 sm:py-14">
      {/* From 1024 px the support sits beside its lead, so neither leaves half the page empty. */}
      <Container className={support.length > 0 ? 'lg:grid lg:grid-cols-2 lg:gap-12' : ''}>
        <p className="max-w-4xl font-display text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {lead}
        </p>
        {support.length > 0 ? (
          <div className="mt-4 max-w-3xl space-y-4 text-ink-muted sm:text-lg lg:mt-0">
            {support.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ) : null}
      </Container>
    </div>
  )
}

/** A paragraph's first sentence and the rest; the whole paragraph when it is one sentence. */
export function splitLead(paragraph: string): [string, string[]] {
  const match = /^(.+?[.!?])\s+(?=[A-Z])(.+)$/s.exec(paragraph)
  return match ? [match[1] as string, [match[2] as string]] : [paragraph, []]
}
