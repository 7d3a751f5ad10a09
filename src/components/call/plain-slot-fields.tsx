import { format } from '../../i18n/format.ts'
import type { PlainCallTimes } from '../../loaders/page-data.ts'
import { controlClass } from '../forms/field.tsx'
import { useFormText } from '../forms/use-form-text.ts'
import { countIn, type CallText } from './call-text.ts'

/**
 * The call's times without JavaScript: a date and a time per choice, in the company's time zone
 * (a page without script cannot know the visitor's), posted as `slotDay` and `slotTime`; the
 * API pairs them in order and skips an empty pair. Hidden once the `js` class is set.
 */
export function PlainSlotFields({
  plain,
  maxSlots,
  text: t,
}: {
  plain: PlainCallTimes
  maxSlots: number
  text: CallText
}) {
  const { text } = useFormText()
  const { one, two, three } = t.plain.choices
  const choices = [one, two, three]
  return (
    <fieldset className="space-y-4 js:hidden" aria-describedby="slot-rows-hint">
      <legend className="font-display text-2xl font-bold text-brand-900">{t.legend}</legend>
      <p id="slot-rows-hint" className="text-ink-muted">
        {plain.description} {format(t.plain.hint, { count: countIn(t, maxSlots) })}
      </p>
      {Array.from({ length: maxSlots }, (_, index) => (
        <fieldset key={index} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 font-semibold text-brand-900">
            {choices[index] ?? index + 1}
            {index > 0 ? (
              <span className="font-normal text-ink-muted"> {text.optional}</span>
            ) : null}
          </legend>
          <div>
            <label htmlFor={`slotDay-${index + 1}`} className="block text-ink">
              {t.plain.date}
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
              {t.plain.time}
            </label>
            <select
              id={`slotTime-${index + 1}`}
              name="slotTime"
              defaultValue=""
              className={controlClass(false)}
            >
              <option value="">{t.plain.chooseTime}</option>
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
