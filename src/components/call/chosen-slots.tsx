import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { format } from '../../i18n/format.ts'
import type { CallText } from './call-text.ts'

/**
 * "Your choices": how many of the most are chosen, and the list of them (`list`, from the
 * picker's tiles). A removal moves focus to the next choice's button, or to the heading once
 * none is left, so keyboard users never land on the page's top.
 */
export function ChosenSlots({
  text,
  count,
  maxSlots,
  removedRef,
  list,
}: {
  text: CallText
  count: number
  maxSlots: number
  /** The index of the choice just removed, until the list without it is on the page. */
  removedRef: RefObject<number | undefined>
  list: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (removedRef.current === undefined) return
    const buttons = box.current?.querySelectorAll('button') ?? []
    const next = buttons[Math.min(removedRef.current, buttons.length - 1)]
    ;(next ?? heading.current)?.focus()
    removedRef.current = undefined
  }, [count, removedRef])

  return (
    <div ref={box} className="rounded-lg bg-surface-muted p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-brand-900 outline-none">
        {format(text.choices, { count, max: maxSlots })}
      </h3>
      {count === 0 ? <p className="mt-1 text-ink-muted">{text.none}</p> : list}
    </div>
  )
}
