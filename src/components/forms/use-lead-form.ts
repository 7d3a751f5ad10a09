import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FormErrors } from '../../i18n/forms/en-errors.ts'
import { notify } from '../../lib/notify.ts'
import type { SubmitResult } from '../../lib/submit-lead.ts'
import { useFormText } from './use-form-text.ts'

export type Checked =
  { errors: Record<string, string> } | { body: { json: unknown } | { form: FormData } }

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

/**
 * What every lead form does on submit: check the fields with the shared schema, show inline
 * errors and a focused summary, send through the one ky instance, and tell the visitor how it
 * ended. Entered values stay in the form until the API has stored them.
 */
export function useLeadForm({
  url,
  check,
  successMessage,
}: {
  url: string
  /** Reads and validates the form (loaded on first submit, with the schema and its errors). */
  check: (form: HTMLFormElement, startedAt: number, errors: FormErrors) => Promise<Checked>
  successMessage: string
}) {
  const formLanguage = useFormText()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const summary = useRef<HTMLDivElement>(null)
  const startedAt = useRef(0)
  // One key per lead: a retry after a lost answer is recognised by the API and stored once.
  const idempotencyKey = useRef('')

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  // Each failed submit moves focus to the summary once it is on the page.
  const [failedSubmits, setFailedSubmits] = useState(0)
  useEffect(() => {
    if (failedSubmits > 0) summary.current?.focus()
  }, [failedSubmits])

  const showErrors = (found: Record<string, string>) => {
    setErrors(found)
    if (Object.keys(found).length > 0) setFailedSubmits((count) => count + 1)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setSending(true)
    try {
      const errors = await formLanguage.errors()
      const checked = await check(form, startedAt.current, errors)
      if ('errors' in checked) return showErrors(checked.errors)
      const [{ submitLead }, { failureMessage }] = await Promise.all([
        import('../../lib/submit-lead.ts'),
        import('./messages.ts'),
      ])
      idempotencyKey.current ||= newKey()
      let result: SubmitResult = await submitLead(
        url,
        checked.body,
        idempotencyKey.current,
        formLanguage.language,
      )
      if (result.kind === 'key-reused') {
        // An earlier version of this form was stored, but its answer never arrived, and the
        // visitor has changed it since: the changed one is a lead of its own, under a new key.
        idempotencyKey.current = newKey()
        result = await submitLead(url, checked.body, idempotencyKey.current, formLanguage.language)
      }
      if (result.kind === 'stored') {
        form.reset()
        setErrors({})
        idempotencyKey.current = ''
        startedAt.current = Date.now()
        void notify.success(successMessage)
        return
      }
      showErrors('fields' in result ? result.fields : {})
      void notify.error(failureMessage(result, errors, formLanguage.tag))
    } catch (error) {
      // The form's own code could not be loaded (connection lost): say so, keep the values.
      console.error('[site] the form could not be sent:', error)
      void notify.error(formLanguage.text.offline)
    } finally {
      setSending(false)
    }
  }

  return { errors, sending, summary, onSubmit }
}
