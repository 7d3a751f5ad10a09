import { useState } from 'react'
import { call as english } from '../../i18n/forms/en-call.ts'
import type { Listing } from '../../loaders/page-data.ts'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { controlProps, Field } from '../forms/field.tsx'
import { CollectionNotice, Honeypot, SubmitButton } from '../forms/form-parts.tsx'
import { useFormText } from '../forms/use-form-text.ts'
import { useLeadForm } from '../forms/use-lead-form.ts'
import type { CallText } from './call-text.ts'
import { PlainSlotFields } from './plain-slot-fields.tsx'
import { SlotPicker } from './slot-picker.tsx'

/**
 * The call request of /call and of each market's call page: up to three times, what to talk
 * about and who is asking. With JavaScript the times are picked in the visitor's zone and sent
 * as JSON; without it the same form posts a date and a time per choice in the company's zone to
 * `action`, which answers with the sent page or a page listing what to correct. A market's page
 * names its market in `action` (`/api/call?locale=ar-sa`), so both are that market's.
 */
export function CallRequestForm({
  times,
  action = '/api/call',
}: {
  times: Extract<Listing, { type: 'call-hours' }>
  action?: string
}) {
  const { hours, maxSlots, minutes, plain } = times
  const { call, language } = useFormText()
  const t: CallText = call ?? english
  const [chosen, setChosen] = useState<string[]>([])
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/call',
    check: (form, startedAt, errors) =>
      import('./check-call.ts').then((m) => m.checkCall(form, startedAt, errors.call)),
    successMessage: t.sent,
  })
  const input = (name: string, hint = false) => controlProps(name, errors, hint)

  return (
    <form
      id="call-request"
      method="post"
      action={action}
      noValidate
      aria-labelledby="call-form-heading"
      className="relative max-w-3xl space-y-8"
      onSubmit={(event) => void onSubmit(event)}
      // The lead was stored (useLeadForm resets the form): the choices go with the fields.
      onReset={() => setChosen([])}
    >
      <h2 id="call-form-heading" className="sr-only">
        {t.formName}
      </h2>
      {/* Without JavaScript the language goes with the fields; the script sends it itself. */}
      {language === 'en' ? null : <input type="hidden" name="language" value={language} />}
      <ErrorSummary ref={summary} errors={errors} labels={t.labels} />
      <PlainSlotFields plain={plain} maxSlots={maxSlots} text={t} />
      <SlotPicker
        hours={hours}
        maxSlots={maxSlots}
        minutes={minutes}
        chosen={chosen}
        onChange={setChosen}
        error={errors.slots}
        text={t}
      />

      <div className="space-y-6">
        <Field name="topic" label={t.labels.topic} hint={t.hints.topic} error={errors.topic}>
          <textarea {...input('topic', true)} rows={4} required />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="name" label={t.labels.name} error={errors.name}>
            <input {...input('name')} type="text" autoComplete="name" required />
          </Field>
          <Field name="email" label={t.labels.email} error={errors.email}>
            <input {...input('email')} type="email" autoComplete="email" dir="ltr" required />
          </Field>
          <Field name="phone" label={t.labels.phone} hint={t.hints.phone} error={errors.phone}>
            <input {...input('phone', true)} type="tel" autoComplete="tel" dir="ltr" />
          </Field>
          <Field name="company" label={t.labels.company} optional error={errors.company}>
            <input {...input('company')} type="text" autoComplete="organization" />
          </Field>
        </div>
      </div>
      <Honeypot />
      <div className="space-y-3">
        <CollectionNotice section="calls" text={t.notice} />
        <SubmitButton sending={sending} label={t.submit} />
      </div>
    </form>
  )
}
