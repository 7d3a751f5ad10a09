export function Figures({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse rounded-lg bg-band p-5 text-white">
          <dt className="mt-1 text-sm text-band-ink">{item.label}</dt>
          <dd className="text-2xl font-bold">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
