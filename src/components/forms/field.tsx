import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'
import { useFormText } from './use-form-text.ts'

const control =
  'mt-1 block w-full rounded-md border bg-surface px-3 py-2.5 text-base text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1'

export const controlClass = (invalid: boolean) =>
  cx(control, invalid ? 'border-danger-700' : 'border-ink-muted/50')

/** The ids a control is described by: its hint and, when there is one, its error. */
export function describedBy(name: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** Label, hint, the control itself and its error message, associated for assistive technology. */
export function Field({
  name,
  label,
  optional = false,
  hint,
  error,
  children,
}: {
  name: string
  label: string
  optional?: boolean
  hint?: string
  error?: string | undefined
  children: ReactNode
}) {
  const { text } = useFormText()
  return (
    <div>
      <label htmlFor={name} className="block font-semibold text-brand-900">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {text.optional}</span> : null}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
          <span className="sr-only">{text.errorPrefix} </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  )
}

/** The props that tie a control to its label, hint and error. */
export function controlProps(name: string, errors: Record<string, string>, hint = false) {
  return {
    id: name,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint, errors[name]),
    className: controlClass(Boolean(errors[name])),
  }
}
