import { site } from '../../config/site.ts'
import { cx } from '../../lib/cx.ts'
import { useFormText } from './use-form-text.ts'

/** A field people never see or reach; bots that fill in every field reveal themselves. */
export function Honeypot() {
  const { text } = useFormText()
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website">{text.honeypot}</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

export function NoScriptNote() {
  const [before, after] = useFormText().text.noScript.split('{email}')
  return (
    <p className="hidden rounded-md bg-surface-muted p-4 no-js:block">
      {before}
      <a className="text-brand-700 underline" href={site.emailHref} dir="ltr">
        {site.email}
      </a>
      {after}
    </p>
  )
}

/** An optional choice, unticked until the visitor ticks it, with what it changes below. */
export function OptionalBox({ name, text, hint }: { name: string; text: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        name={name}
        type="checkbox"
        aria-describedby={`${name}-hint`}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <div>
        <label htmlFor={name} className="text-ink">
          {text}
        </label>
        <p id={`${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  )
}

/**
 * The notice at the point of collection, beside the submit button: who receives the form and
 * where the privacy notice's section for it is (src/content/pages/privacy.yaml).
 */
export function CollectionNotice({
  section,
  text,
}: {
  section: 'enquiries' | 'applicants' | 'estimates' | 'calls'
  text: string
}) {
  const { text: formText } = useFormText()
  return (
    <p className="max-w-prose text-sm text-ink-muted">
      {text}{' '}
      {/* A plain link: the route registry (pagePath) would add 400 bytes to the form's chunk. */}
      <a
        href={`/privacy#${section}`}
        className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {formText.privacyLink}
      </a>
    </p>
  )
}

export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  const { text } = useFormText()
  return (
    <button
      type="submit"
      aria-disabled={sending}
      className={cx(
        'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-fill px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-fill-hover',
        sending && 'cursor-progress opacity-80',
      )}
    >
      {sending ? text.sending : label}
    </button>
  )
}
