/** Technologies, skills or tags as a wrapped list of chips. */
export function TagList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  )
}

export function TagGroups({
  groups,
}: {
  groups: readonly { name: string; items: readonly string[] }[]
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <div key={group.name}>
          <h3 className="mb-3 font-semibold text-brand-900">{group.name}</h3>
          <TagList items={group.items} />
        </div>
      ))}
    </div>
  )
}
