import type { PlainCallTimes } from '../../loaders/page-data.ts'
import { controlClass } from '../forms/field.tsx'
import { countOf } from './slot-picker.tsx'

const ordinals = ['First', 'Second', 'Third', 'Fourth', 'Fifth']

/**
 * The call's times without JavaScript: a date and a time per choice, in the company's time zone
 * (a page without script cannot know the visitor's), posted as `slotDay` and `slotTime`; the
 * API pairs them in order and skips an empty pair. Hidden once the `js` class is set.
 */
export function PlainSlotFields({ plain, maxSlots }: { plain: PlainCallTimes; maxSlots: number }) {
  return (
    <fieldset className="space-y-4 js:hidden" aria-describedby="slot-rows-hint">
      <legend className="font-display text-2xl font-bold text-brand-900">
        When can we call you?
      </legend>
      <p id="slot-rows-hint" className="text-ink-muted">
        {plain.description} Choose up to {countOf(maxSlots)} times.
      </p>
      {Array.from({ length: maxSlots }, (_, index) => (
        <fieldset key={index} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 font-semibold text-brand-900">
            {ordinals[index] ?? `Choice ${index + 1}`} choice
            {index > 0 ? <span className="font-normal text-ink-muted"> (optional)</span> : null}
          </legend>
          <div>
            <label htmlFor={`slotDay-${index + 1}`} className="block text-ink">
              Date
            </label>
            <input
              type="date"
              id={`slotDay-${index + 1}`}
              name="slotDay"
              className={controlClass(false)}
            />
          </div>
          <div>
            <label htmlFor={`slotTime-${index + 1}`} className="block text-ink">
              Time
            </label>
            <select
              id={`slotTime-${index + 1}`}
              name="slotTime"
              defaultValue=""
              className={controlClass(false)}
            >
              <option value="">Choose a time</option>
              {plain.times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      ))}
    </fieldset>
  )
}
