/** Numbered steps of a process, in order. */
export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-4 rounded-lg border border-brand-100 p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-fill font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
