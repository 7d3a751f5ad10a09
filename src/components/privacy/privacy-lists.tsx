import type { Section } from '../../content/types.ts'
import type { CollectedField } from '../../forms/collected.ts'
import type { StoredItem } from '../../config/stored-items.ts'

/** The privacy notice's own sections: what a form collects, and the cookies and storage. */
export function privacySectionBody(section: Section) {
  switch (section.type) {
    case 'form-data':
      return (
        <div className="space-y-6">
          <CollectedFields fields={section.fields} />
          <Paragraphs items={section.paragraphs} />
        </div>
      )
    case 'storage':
      return <StoredItems items={section.items} />
    default:
      return null
  }
}

/** Paragraphs of running text, at reading width. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <div className="max-w-prose space-y-4 text-lg text-ink-muted">
      {items.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}

/** The fields of a form, as the form labels them, each marked required or optional. */
export function CollectedFields({ fields }: { fields: readonly CollectedField[] }) {
  return (
    <ul className="grid max-w-3xl gap-x-8 gap-y-2 sm:grid-cols-2">
      {fields.map((field) => (
        <li
          key={field.label}
          className="flex items-baseline justify-between gap-4 border-b border-brand-100 py-2"
        >
          <span className="font-medium text-ink">{field.label}</span>
          <span className="text-sm text-ink-muted">{field.required ? 'required' : 'optional'}</span>
        </li>
      ))}
    </ul>
  )
}

/** Each cookie and storage key: where it is kept, what for and for how long. */
export function StoredItems({ items }: { items: readonly StoredItem[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.name} className="rounded-xl border border-brand-100 bg-surface p-5">
          <p className="font-semibold break-words text-ink">
            <code>{item.name}</code>
          </p>
          <dl className="mt-3 space-y-2 text-sm text-ink-muted">
            <div>
              <dt className="inline font-medium text-ink">Kept in: </dt>
              <dd className="inline">{item.where}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">Purpose: </dt>
              <dd className="inline">{item.purpose}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-ink">Lasts: </dt>
              <dd className="inline">{item.lasts}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
