import { Container } from '../ui/container.tsx'
import { Icon } from '../ui/icon.tsx'
import { balancedGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { slugify } from '../../lib/slug.ts'

/** A band of headline figures across the page, each with its icon. */
export function StatsBand({
  heading,
  items,
}: {
  heading: string
  items: readonly { value: string; label: string; icon: string }[]
}) {
  const headingId = `${slugify(heading)}-heading`
  const layout = balancedGrid(items.length)
  return (
    <section aria-labelledby={headingId} className="bg-band py-12 text-white sm:py-16">
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <dl className={cx(layout.grid, 'mt-8 gap-8')}>
          {items.map((item, index) => (
            <div
              key={item.label}
              className={cx(
                layout.item(index),
                'flex flex-col-reverse border-l-2 border-accent-500 pl-5',
              )}
            >
              <dt className="mt-1 text-sm text-band-ink">{item.label}</dt>
              <dd className="flex items-center gap-3 font-display text-3xl font-bold">
                <Icon name={item.icon} className="size-6 text-accent-500" />
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}

/** Figures as tiles within a section: a case study's measured results. */
export function Figures({
  items,
}: {
  items: readonly { value: string; label: string; icon: string }[]
}) {
  const layout = balancedGrid(items.length)
  return (
    <dl className={cx(layout.grid, 'gap-4')}>
      {items.map((item, index) => (
        <div
          key={item.label}
          className={cx(
            layout.item(index),
            'flex flex-col-reverse rounded-xl bg-band p-5 text-white',
          )}
        >
          <dt className="mt-1 text-sm text-band-ink">{item.label}</dt>
          <dd className="flex items-center gap-2 font-display text-2xl font-bold">
            <Icon name={item.icon} className="size-5 text-accent-500" />
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
