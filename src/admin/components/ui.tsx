import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'

/** Small building blocks the desk's screens share: classes, fields, messages. */

export const inputClass =
  'block w-full rounded-md border border-ink-muted bg-surface px-3 py-2 text-base text-ink'
export const buttonClass =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-md border border-brand-700 bg-surface px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50'
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-md bg-danger-700 px-4 py-2 font-semibold text-white hover:opacity-90 disabled:opacity-60'
export const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  /** What is wrong with the value; the input names `${id}-error` in aria-describedby. */
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}

export type Tone = 'ok' | 'error'
export interface Announcement {
  tone: Tone
  text: string
}

/**
 * A live region that is always in the page, so screen readers announce each new message
 * (a save confirmation, an error) without moving the focus.
 */
export function LiveMessage({ message }: { message: Announcement | null }) {
  return (
    <p
      role="status"
      className={cx(
        'min-h-6 font-medium',
        message?.tone === 'error' ? 'text-danger-700' : 'text-green-800',
      )}
    >
      {message?.text}
    </p>
  )
}

/** An error shown in place of a screen's content. */
const errorClass = 'rounded-md border border-danger-700 bg-danger-50 p-3 text-danger-700'

export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={errorClass}>
      {children}
    </p>
  )
}

/**
 * A form's error, in a live region that is there before the error is: screen readers announce
 * the message when it appears, and again when a new one replaces it.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  return <div role="alert">{message && <p className={errorClass}>{message}</p>}</div>
}

export function Loading() {
  return (
    <p role="status" className="text-ink-muted">
      Loading…
    </p>
  )
}

/**
 * Label and value pairs. `dir="auto"` for values a visitor typed: each takes the direction of
 * its own text, so an Arabic message reads right to left.
 */
export function Details({
  rows,
  dir,
}: {
  rows: [label: string, value: ReactNode][]
  dir?: 'auto'
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink-muted">{label}</dt>
          <dd dir={dir} className="break-words whitespace-pre-wrap">
            {value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A wide table scrolls sideways on a phone; the scrolling box takes the focus so keyboard users
 * can scroll it too (axe: scrollable-region-focusable). It is `relative` so that screen-reader-only
 * text in its cells (absolutely positioned) stays inside it instead of widening the page.
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      {children}
    </div>
  )
}

export const thClass = 'border-b-2 border-brand-100 px-3 py-2 text-left font-semibold'
export const tdClass = 'border-b border-brand-100 px-3 py-2 align-top'
