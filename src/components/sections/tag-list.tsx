import { Link } from 'react-router-dom'

const chip = 'rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800'

/** Technologies, skills or tags as a wrapped list of chips; with `href`, each links to its page. */
export function TagList({
  items,
  label,
  href,
}: {
  items: readonly string[]
  label?: string
  href?: (item: string) => string
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) =>
        href ? (
          <li key={item} className="flex">
            <Link
              to={href(item)}
              className={`${chip} underline-offset-4 hover:bg-brand-100 hover:underline`}
            >
              {item}
            </Link>
          </li>
        ) : (
          <li key={item} className={chip}>
            {item}
          </li>
        ),
      )}
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
