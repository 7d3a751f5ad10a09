import { stepsGrid } from '../../lib/balanced-grid.ts'
import { cx } from '../../lib/cx.ts'
import { Icon } from '../ui/icon.tsx'
import { format } from '../../i18n/format.ts'
import { useMessages } from '../../i18n/use-messages.ts'

/** The stages of a process, in order: a numbered timeline, each stage led by its icon. */
export function Steps({
  items,
}: {
  items: readonly { title: string; text: string; icon: string }[]
}) {
  const layout = stepsGrid(items.length)
  const { chrome } = useMessages()
  return (
    <ol className={cx(layout.grid, 'gap-x-6 gap-y-8')}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cx(layout.item(index), 'relative border-t-2 border-brand-600 pt-5')}
        >
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-fill text-white">
              <Icon name={item.icon} className="size-5" />
            </span>
            <span className="text-sm font-semibold text-brand-700">
              {format(chrome.step, { number: index + 1 })}
            </span>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-1 text-ink-muted">{item.text}</p>
        </li>
      ))}
    </ol>
  )
}
