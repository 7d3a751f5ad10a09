import { Icon } from '../ui/icon.tsx'

/** A borderless list, each entry led by its icon: industries and other short facts. */
export function IconList({
  items,
}: {
  items: readonly { title: string; text: string; icon: string }[]
}) {
  return (
    <ul className="grid gap-x-6 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <Icon name={item.icon} className="mt-0.5 size-6 text-accent-600" />
          <div>
            <h3 className="font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
