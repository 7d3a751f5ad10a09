import { forwardRef } from 'react'
import { useFormText } from './use-form-text.ts'

/**
 * The list of problems after a submit, focused so screen readers announce it; each message
 * names its field and links to it (the GOV.UK Design System pattern). A problem without a
 * field of its own (`labels` has no entry) is listed without a link.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: Record<string, string>; labels: Record<string, string> }
>(function ErrorSummary({ errors, labels }, ref) {
  const { text } = useFormText()
  const entries = Object.entries(errors)
  if (entries.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-heading"
      className="rounded-md border-2 border-danger-700 bg-danger-50 p-4"
    >
      <h2 id="error-summary-heading" className="font-bold text-danger-700">
        {text.errorSummary}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {labels[field] ? (
              <a
                href={`#${field}`}
                className="text-danger-700 underline"
                onClick={(event) => {
                  const target = document.getElementById(field)
                  if (!target) return
                  event.preventDefault()
                  target.focus()
                }}
              >
                {message}
              </a>
            ) : (
              <span className="text-danger-700">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
})
