import { format } from '../../i18n/format.ts'
import { cx } from '../../lib/cx.ts'
import type { VisitorDay } from './visitor-days.ts'

// The picker's tiles, loaded with the slots once the page has hydrated (they have nothing to
// show before), into boxes of fixed size that the page renders from the start (slot-picker.tsx).

// An input laid over its tile, transparent: the tile is what people see, the input what they
// click, tab to and hear.
const overlay =
  'peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed'
const focusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700'

/** The visitor's dates as radio buttons, each saying how many of its times are chosen. */
export function DayChips({
  days,
  shown,
  chosen,
  onShow,
  picked: pickedText,
}: {
  days: readonly VisitorDay[]
  shown: VisitorDay | undefined
  chosen: readonly string[]
  onShow: (date: string) => void
  /** "{count} chosen". */
  picked: string
}) {
  return days.map((day) => {
    const picked = day.slots.filter((slot) => chosen.includes(slot.value)).length
    return (
      <div key={day.date} className="relative h-16 w-20 shrink-0">
        <input
          type="radio"
          id={`day-${day.date}`}
          name="call-day"
          value={day.date}
          checked={day === shown}
          onChange={() => onShow(day.date)}
          className={overlay}
        />
        <label
          htmlFor={`day-${day.date}`}
          className={cx(
            'flex size-full flex-col items-center justify-center rounded-lg border border-brand-100 bg-surface text-sm text-ink peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-hover:border-brand-600',
            focusRing,
          )}
        >
          <span className="font-semibold">{day.weekday}</span> <span>{day.day}</span>
          {picked > 0 ? (
            <span className="text-xs font-semibold text-brand-700">
              <span className="sr-only">, </span>
              {format(pickedText, { count: picked })}
            </span>
          ) : null}
        </label>
      </div>
    )
  })
}

/** A date's times as checkboxes; once the most are chosen, the others are disabled. */
export function TimeTiles({
  day,
  chosen,
  full,
  onToggle,
}: {
  day: VisitorDay
  chosen: readonly string[]
  full: boolean
  onToggle: (value: string) => void
}) {
  // On the date the clocks change, each time says which of the zone's names it is in.
  const named = day.zones.length > 1
  return day.slots.map((slot) => {
    const checked = chosen.includes(slot.value)
    return (
      <div key={slot.value} className="relative h-11">
        <input
          type="checkbox"
          id={`slot-${slot.value}`}
          value={slot.value}
          checked={checked}
          disabled={full && !checked}
          onChange={() => onToggle(slot.value)}
          className={overlay}
        />
        <label
          htmlFor={`slot-${slot.value}`}
          className={cx(
            'flex size-full items-center justify-center rounded-md border border-brand-100 bg-surface font-medium text-ink tabular-nums peer-checked:border-brand-fill peer-checked:bg-brand-fill peer-checked:text-white peer-hover:border-brand-600 peer-disabled:border-dashed peer-disabled:text-ink-muted',
            focusRing,
          )}
        >
          {named ? `${slot.time} ${slot.zone}` : slot.time}
        </label>
      </div>
    )
  })
}

/** The chosen times, each with the `slots` field the form sends (UTC) and a button to remove it. */
export function ChoiceList({
  chosen,
  describe,
  remove,
  onRemove,
}: {
  chosen: readonly string[]
  describe: (value: string) => string
  /** The button's word: "Remove". */
  remove: string
  onRemove: (value: string, index: number) => void
}) {
  return (
    <ul className="mt-2 space-y-2">
      {chosen.map((value, index) => {
        const label = describe(value)
        return (
          <li key={value} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink tabular-nums">{label}</span>
            <input type="hidden" name="slots" value={value} />
            <button
              type="button"
              onClick={() => onRemove(value, index)}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-100 bg-surface px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {remove}
              <span className="sr-only"> {label}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
