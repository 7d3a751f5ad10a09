import { cx } from '../../lib/cx.ts'
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
        {/* Two or three paragraphs share the width on large screens instead of leaving half empty. */}
        <div
          className={cx(
            'space-y-4 sm:text-lg',
            // One paragraph reads as a statement across the page; more share two columns.
            paragraphs.length > 1
              ? 'text-ink-muted *:break-inside-avoid lg:columns-2 lg:gap-12'
              : 'max-w-4xl font-medium text-brand-900 lg:text-2xl',
          )}
        >
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </div>
  )
}
