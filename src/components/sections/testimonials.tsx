export function Testimonials({
  items,
}: {
  items: readonly { quote: string; role: string; organisation: string }[]
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.quote} className="rounded-lg border border-brand-100 bg-surface p-6">
          <figure>
            <blockquote className="text-ink">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-ink-muted">
              <span className="font-semibold text-brand-900">{item.role}</span>, {item.organisation}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
