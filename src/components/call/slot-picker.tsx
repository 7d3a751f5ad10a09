import { useEffect, useRef, useState } from 'react'
import type { CallHours } from '../../calls/hours-schema.ts'
import { cx } from '../../lib/cx.ts'
import { ChosenSlots } from './chosen-slots.tsx'
import type * as SlotTiles from './slot-tiles.tsx'
import type { VisitorDay } from './visitor-days.ts'

const numbers = ['no', 'one', 'two', 'three', 'four', 'five']
export const countOf = (count: number) => numbers[count] ?? String(count)

interface Times {
  zone: string
  days: VisitorDay[]
  /** "GMT; BST from Mon 29 Mar". */
  zoneNames: string
  describe: (value: string) => string
  tiles: typeof SlotTiles
}

/**
 * The slots open now, in the visitor's zone, and the tiles that show them: computed in the
 * browser once the page has hydrated (the server HTML cannot know today's date or the zone),
 * and loaded then, so the page's first load carries neither.
 */
function useVisitorTimes(hours: CallHours) {
  const [times, setTimes] = useState<Times>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    Promise.all([import('./visitor-days.ts'), import('./slot-tiles.tsx')])
      .then(([m, tiles]) => {
        if (!current) return
        const zone = m.visitorTimeZone()
        const days = m.visitorDays(new Date(), hours, zone)
        setTimes({
          zone,
          days,
          zoneNames: m.zoneNames(days),
          // A chosen slot in the visitor's zone: "Thu 25 Mar 2027, 08:30 GMT".
          describe: (value) => m.formatSlot(new Date(value), zone),
          tiles,
        })
      })
      .catch((error: unknown) => {
        console.error('[site] the call times could not be loaded:', error)
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [hours])
  return { times, failed }
}

/**
 * The call's times with JavaScript: the slots of the next business days in the visitor's time
 * zone, grouped by the visitor's dates. A day, then up to `maxSlots` of its times; the choices
 * are listed with a way to remove each. Every box has a fixed size from the server HTML on, so
 * nothing below moves when the times appear.
 */
export function SlotPicker({
  hours,
  maxSlots,
  minutes,
  chosen,
  onChange,
  error,
}: {
  hours: CallHours
  maxSlots: number
  minutes: number
  chosen: readonly string[]
  onChange: (next: string[]) => void
  error: string | undefined
}) {
  const { times, failed } = useVisitorTimes(hours)
  const [shownDate, setShownDate] = useState<string>()
  const removedRef = useRef<number>(undefined)
  const shown = times?.days.find((day) => day.date === shownDate) ?? times?.days[0]
  const full = chosen.length >= maxSlots
  const toggle = (value: string) =>
    onChange(
      chosen.includes(value)
        ? chosen.filter((slot) => slot !== value)
        : [...chosen, value].sort().slice(0, maxSlots),
    )
  const Tiles = times?.tiles

  return (
    // min-w-0: a fieldset is as wide as its content by default, and the row of days scrolls.
    <fieldset
      className="hidden min-w-0 space-y-4 js:block"
      aria-describedby={cx('slots-hint slots-zone', error && 'slots-error')}
    >
      <legend
        id="slots"
        tabIndex={-1}
        className="font-display text-2xl font-bold text-brand-900 outline-none"
      >
        When can we call you?
      </legend>
      <p id="slots-hint" className="text-ink-muted">
        Choose up to {countOf(maxSlots)} times that suit you; each call lasts {minutes} minutes.
      </p>
      {/* Room for three lines on a phone, two from 640 px: a long zone name and a clock change. */}
      <p id="slots-zone" className="min-h-15 text-sm text-ink-muted sm:min-h-10">
        {times
          ? `Times are in your time zone: ${times.zone} (${times.zoneNames}).`
          : failed
            ? 'The times could not be loaded: check your connection and reload the page.'
            : 'Finding the times in your time zone…'}
      </p>
      {error ? (
        <p id="slots-error" className="font-medium text-danger-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}

      <fieldset className="min-w-0">
        <legend className="font-semibold text-brand-900">Day</legend>
        {/* One row that scrolls sideways: as tall with ten days as with fourteen. */}
        <div className="-mx-1 mt-1 flex h-24 gap-2 overflow-x-auto p-1">
          {Tiles && times ? (
            <Tiles.DayChips days={times.days} shown={shown} chosen={chosen} onShow={setShownDate} />
          ) : null}
        </div>
      </fieldset>

      <fieldset aria-describedby={full ? 'slots-full' : undefined}>
        <legend className="font-semibold text-brand-900">
          <span className="block min-h-6">
            {shown ? `${shown.long}, ${shown.zones.join(' and ')}` : ''}
          </span>
        </legend>
        {full ? (
          <p id="slots-full" className="mt-1 text-sm text-ink-muted">
            You have chosen {countOf(maxSlots)} times, the most we ask for: remove one to choose
            another.
          </p>
        ) : null}
        {/* Room for a date's times: 18 in 6, 5 or 3 rows. */}
        <div className="mt-2 grid min-h-[19rem] grid-cols-3 content-start gap-2 sm:min-h-[15.75rem] sm:grid-cols-4 md:min-h-[9.25rem] md:grid-cols-6">
          {Tiles && shown ? (
            <Tiles.TimeTiles day={shown} chosen={chosen} full={full} onToggle={toggle} />
          ) : null}
        </div>
      </fieldset>

      <ChosenSlots
        count={chosen.length}
        maxSlots={maxSlots}
        removedRef={removedRef}
        list={
          Tiles && times ? (
            <Tiles.ChoiceList
              chosen={chosen}
              describe={times.describe}
              onRemove={(value, index) => {
                removedRef.current = index
                toggle(value)
              }}
            />
          ) : null
        }
      />
    </fieldset>
  )
}
