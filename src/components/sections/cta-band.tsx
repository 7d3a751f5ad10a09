import { ButtonLink } from '../ui/button-link.tsx'
import { Container } from '../ui/container.tsx'
import { slugify } from '../../lib/slug.ts'

export function CtaBand({
  heading,
  text,
  action,
}: {
  heading: string
  text: string
  action: { label: string; href: string }
}) {
  const headingId = `${slugify(heading)}-cta`
  return (
    <section aria-labelledby={headingId} className="bg-band py-12 text-white sm:py-16">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-prose">
          <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-band-ink">{text}</p>
        </div>
        <ButtonLink to={action.href} variant="inverse">
          {action.label}
        </ButtonLink>
      </Container>
    </section>
  )
}
