/** The monogram of an organisation: the first letters of its first two words ("Logistics SaaS …" → LS). */
export const monogram = (organisation: string) =>
  organisation
    .split(/[\s,-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** What clients said, each under a monogram of the organisation (no photographs of people). */
export function Testimonials({
  items,
}: {
  items: readonly { quote: string; role: string; organisation: string }[]
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.quote}
          className="lift rounded-xl border border-brand-100 bg-surface p-6 shadow-sm"
        >
          <figure className="flex h-full flex-col">
            <blockquote className="text-ink">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3 pt-6 text-sm text-ink-muted">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-fill font-display font-bold text-white"
              >
                {monogram(item.organisation)}
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{item.role}</span>
                {item.organisation}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
