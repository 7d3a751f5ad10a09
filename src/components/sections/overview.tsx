import { Container } from '../ui/container.tsx'

/**
 * A page's introduction past its hero's one line: the first section, in reading width, so the
 * hero keeps its calls to action on a phone's first screen.
 */
export function Overview({ paragraphs }: { paragraphs: readonly string[] }) {
  if (paragraphs.length === 0) return null
  return (
    <div className="overview border-b border-brand-100 py-10 sm:py-14">
      <Container>
        <div className="max-w-3xl space-y-4 text-base text-ink-muted sm:text-lg lg:text-xl lg:leading-relaxed">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </div>
  )
}
