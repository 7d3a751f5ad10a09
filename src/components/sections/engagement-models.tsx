import type { EngagementModel } from '../../content/types.ts'
import { IconChip } from './card-grid.tsx'
import { CheckList } from './check-list.tsx'

/**
 * The three engagement models. `brief` (hire pages) shows what each is and leaves who it suits
 * and its terms to the engagement models page, which the section links to.
 */
export function EngagementModels({
  models,
  brief = false,
}: {
  models: readonly EngagementModel[]
  brief?: boolean
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {models.map((model) => (
        <li
          key={model.name}
          className="lift flex flex-col rounded-xl border border-brand-100 bg-surface p-6 shadow-sm"
        >
          <IconChip name={model.icon} />
          <h3 className="text-xl font-semibold text-brand-900">{model.name}</h3>
          <p className="mt-2 text-ink-muted">{model.summary}</p>
          {brief ? null : (
            <>
              <p className="mt-4 text-sm">
                <strong className="text-brand-900">Best for: </strong>
                {model.bestFor}
              </p>
              <div className="mt-4 text-sm [&_ul]:grid-cols-1">
                <CheckList items={model.terms} />
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
