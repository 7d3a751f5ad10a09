import { useEffect, useRef, useState } from 'react'
import type { CallHours } from '../../calls/hours-schema.ts'
import { format } from '../../i18n/format.ts'
import { directionOf } from '../../i18n/locales.ts'
import { cx } from '../../lib/cx.ts'
import { countIn, type CallText } from './call-text.ts'
import { useFormText } from '../forms/use-form-text.ts'
import { ChosenSlots } from './chosen-slots.tsx'
import type * as SlotTiles from './slot-tiles.tsx'
import type { VisitorDay } from './visitor-days.ts'

interface Times {
  zone: string
  days: VisitorDay[]
  /** "GMT; BST from Mon 29 Mar". */
  zoneNames: string
  /** A date's zones as the language lists them: "GMT and BST". */
  listZones: (zones: string[]) => string
  describe: (value: string) => string
  tiles: typeof SlotTiles
}

/**
 * The slots open now, in the visitor's zone, and the tiles that show them: computed in the
 * browser once the page has hydrated (the server HTML cannot know today's date or the zone),
 * and loaded then, so the page's first load carries neither.
 */
function useVisitorTimes(hours: CallHours, text: CallText, tag: string) {
  const [times, setTimes] = useState<Times>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    Promise.all([import('./visitor-days.ts'), import('./slot-tiles.tsx')])
      .then(([m, tiles]) => {
        if (!current) return
        const zone = m.visitorTimeZone()
        const days = m.visitorDays(new Date(), hours, zone, tag)
        const list = new Intl.ListFormat(tag, { type: 'conjunction' })
        setTimes({
          zone,
          days,
          zoneNames: m.zoneNames(days, text),
          listZones: (zones) => list.format(zones),
          // A chosen slot in the visitor's zone: "Thu 25 Mar 2027, 08:30 GMT".
          describe: (value) => m.formatSlot(new Date(value), zone, tag),
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
  }, [hours, text, tag])
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
  text: t,
}: {
  hours: CallHours
  maxSlots: number
  minutes: number
  chosen: readonly string[]
  onChange: (next: string[]) => void
  error: string | undefined
  text: CallText
}) {
  // The page's language: its dates, and the word screen readers hear before an error.
  const { tag, text: shared } = useFormText()
  const { times, failed } = useVisitorTimes(hours, t, tag)
  const most = countIn(t, maxSlots)
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
        {t.legend}
      </legend>
      <p id="slots-hint" className="text-ink-muted">
        {format(t.hint, { count: most, minutes })}
      </p>
      {/* Room for three lines on a phone, two from 640 px: a long zone name and a clock change. */}
      <p id="slots-zone" className="min-h-15 text-sm text-ink-muted sm:min-h-10">
        {/* Each state its own element: a text node that changed in place would count as moved
            in right-to-left pages, whose start edge is the text's right. */}
        {times ? (
          <span key="zone">
            {format(t.zone, {
              // A zone's IANA name is Latin: kept whole inside right-to-left text.
              zone: directionOf(tag) === 'rtl' ? `\u2068${times.zone}\u2069` : times.zone,
              names: times.zoneNames,
            })}
          </span>
        ) : (
          <span key="state">{failed ? t.failed : t.finding}</span>
        )}
      </p>
      {error ? (
        <p id="slots-error" className="font-medium text-danger-700">
          <span className="sr-only">{shared.errorPrefix} </span>
          {error}
        </p>
      ) : null}

      <fieldset className="min-w-0">
        <legend className="font-semibold text-brand-900">{t.day}</legend>
        {/* One row that scrolls sideways: as tall with ten days as with fourteen. */}
        <div className="-mx-1 mt-1 flex h-24 gap-2 overflow-x-auto p-1">
          {Tiles && times ? (
            <Tiles.DayChips
              days={times.days}
              shown={shown}
              chosen={chosen}
              onShow={setShownDate}
              picked={t.picked}
            />
          ) : null}
        </div>
      </fieldset>

      <fieldset aria-describedby={full ? 'slots-full' : undefined}>
        <legend className="font-semibold text-brand-900">
          <span className="block min-h-6">
            {shown && times
              ? format(t.dayZones, { day: shown.long, zones: times.listZones(shown.zones) })
              : ''}
          </span>
        </legend>
        {full ? (
          <p id="slots-full" className="mt-1 text-sm text-ink-muted">
            {format(t.full, { count: most })}
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
        text={t}
        count={chosen.length}
        maxSlots={maxSlots}
        removedRef={removedRef}
        list={
          Tiles && times ? (
            <Tiles.ChoiceList
              chosen={chosen}
              describe={times.describe}
              remove={t.remove}
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
