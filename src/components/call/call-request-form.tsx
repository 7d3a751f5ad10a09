import { useState } from 'react'
import { callLabels } from '../../forms/field-labels.ts'
import type { Listing } from '../../loaders/page-data.ts'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { controlProps, Field } from '../forms/field.tsx'
import { CollectionNotice, Honeypot, SubmitButton } from '../forms/form-parts.tsx'
import { useLeadForm } from '../forms/use-lead-form.ts'
import { PlainSlotFields } from './plain-slot-fields.tsx'
import { SlotPicker } from './slot-picker.tsx'

const labels: Record<string, string> = callLabels
const hints = {
  topic: 'Your project or question in a sentence or two.',
  phone: 'With the country code, e.g. +44 20 7946 0958.',
}

/**
 * The call request of /call: up to three times, what to talk about and who is asking. With
 * JavaScript the times are picked in the visitor's zone and sent as JSON; without it the same
 * form posts a date and a time per choice in the company's zone to the same address, which
 * answers with /call/sent or a page listing what to correct.
 */
export function CallRequestForm({ times }: { times: Extract<Listing, { type: 'call-hours' }> }) {
  const { hours, maxSlots, minutes, plain } = times
  const [chosen, setChosen] = useState<string[]>([])
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/call',
    check: (form, startedAt) => import('./check-call.ts').then((m) => m.checkCall(form, startedAt)),
    successMessage:
      'Thank you: we have your call request. A project lead confirms one of your times by e-mail, with a calendar invitation, within one business day.',
  })
  const input = (name: string, hint = false) => controlProps(name, errors, hint)

  return (
    <form
      id="call-request"
      method="post"
      action="/api/call"
      noValidate
      aria-labelledby="call-form-heading"
      className="relative max-w-3xl space-y-8"
      onSubmit={(event) => void onSubmit(event)}
      // The lead was stored (useLeadForm resets the form): the choices go with the fields.
      onReset={() => setChosen([])}
    >
      <h2 id="call-form-heading" className="sr-only">
        Call request
      </h2>
      <ErrorSummary ref={summary} errors={errors} labels={labels} />
      <PlainSlotFields plain={plain} maxSlots={maxSlots} />
      <SlotPicker
        hours={hours}
        maxSlots={maxSlots}
        minutes={minutes}
        chosen={chosen}
        onChange={setChosen}
        error={errors.slots}
      />

      <div className="space-y-6">
        <Field name="topic" label={callLabels.topic} hint={hints.topic} error={errors.topic}>
          <textarea {...input('topic', true)} rows={4} required />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field name="name" label={callLabels.name} error={errors.name}>
            <input {...input('name')} type="text" autoComplete="name" required />
          </Field>
          <Field name="email" label={callLabels.email} error={errors.email}>
            <input {...input('email')} type="email" autoComplete="email" required />
          </Field>
          <Field name="phone" label={callLabels.phone} hint={hints.phone} error={errors.phone}>
            <input {...input('phone', true)} type="tel" autoComplete="tel" />
          </Field>
          <Field name="company" label={callLabels.company} optional error={errors.company}>
            <input {...input('company')} type="text" autoComplete="organization" />
          </Field>
        </div>
      </div>
      <Honeypot />
      <div className="space-y-3">
        <CollectionNotice
          section="calls"
          text="A project lead uses these details only to arrange the call and prepare for it."
        />
        <SubmitButton sending={sending} label="Request the call" />
      </div>
    </form>
  )
}
