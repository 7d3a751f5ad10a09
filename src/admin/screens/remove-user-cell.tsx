import { useEffect, useId, useRef } from 'react'
import { dangerButtonClass, secondaryButtonClass } from '../components/ui.tsx'

/**
 * A user's Remove button, which asks in place before removing: the question and its two
 * answers replace it, with the focus on "Cancel" so a second Enter removes nobody.
 */
export function RemoveUserCell({
  email,
  confirming,
  busy,
  onAsk,
  onCancel,
  onConfirm,
}: {
  email: string
  confirming: boolean
  busy: boolean
  onAsk: () => void
  onCancel: () => void
  onConfirm: () => void
}) {
  const cancel = useRef<HTMLButtonElement>(null)
  const ask = useRef<HTMLButtonElement>(null)
  const cancelled = useRef(false)
  const question = useId()

  useEffect(() => {
    if (confirming) cancel.current?.focus()
    // Back from the question by Cancel: the focus returns to the button that asked it.
    else if (cancelled.current) ask.current?.focus()
    cancelled.current = false
  }, [confirming])

  if (!confirming) {
    return (
      <button ref={ask} type="button" className={secondaryButtonClass} onClick={onAsk}>
        Remove<span className="sr-only"> {email}</span>
      </button>
    )
  }
  return (
    <div role="group" aria-labelledby={question} className="flex flex-col gap-2">
      <p id={question} className="font-medium break-all">
        Remove {email}?
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dangerButtonClass} disabled={busy} onClick={onConfirm}>
          Yes, remove
        </button>
        <button
          ref={cancel}
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            cancelled.current = true
            onCancel()
          }}
        >
          Cancel
        </button>
      </div>
    </div>
  )
}
