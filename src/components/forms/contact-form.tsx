import { site } from '../../config/site.ts'
import { budgetOptions, interestOptions } from '../../forms/contact-options.ts'
import { contactLabels } from '../../forms/field-labels.ts'
import { ErrorSummary } from './error-summary.tsx'
import { controlProps, Field } from './field.tsx'
import { CollectionNotice, Honeypot, NoScriptNote, SubmitButton } from './form-parts.tsx'
import { useLeadForm } from './use-lead-form.ts'

const labels: Record<string, string> = contactLabels
const hints = {
  phone: 'With the country code, e.g. +44 20 7946 0958.',
  message: 'What you want to build or improve, and by when (at least 20 characters).',
}

/** The enquiry form of /contactus: POST /api/contact. */
export function ContactForm() {
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/contact',
    check: (form, startedAt) =>
      import('../../forms/check-contact.ts').then((m) => m.checkContact(form, startedAt)),
    successMessage:
      'Thank you: we have your enquiry. A project lead will reply within one business day.',
  })
  const input = (name: string, hint = false) => controlProps(name, errors, hint)

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-6" aria-label="Enquiry form">
      <NoScriptNote />
      <ErrorSummary ref={summary} errors={errors} labels={labels} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="name" label={contactLabels.name} error={errors.name}>
          <input {...input('name')} type="text" autoComplete="name" required />
        </Field>
        <Field name="email" label={contactLabels.email} error={errors.email}>
          <input {...input('email')} type="email" autoComplete="email" required />
        </Field>
        <Field
          name="phone"
          label={contactLabels.phone}
          optional
          hint={hints.phone}
          error={errors.phone}
        >
          <input {...input('phone', true)} type="tel" autoComplete="tel" />
        </Field>
        <Field name="company" label={contactLabels.company} optional error={errors.company}>
          <input {...input('company')} type="text" autoComplete="organization" />
        </Field>
        <Field name="interest" label={contactLabels.interest} error={errors.interest}>
          <select {...input('interest')} defaultValue="" required>
            <option value="" disabled>
              Choose one
            </option>
            {interestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field name="budget" label={contactLabels.budget} optional error={errors.budget}>
          <select {...input('budget')} defaultValue="">
            <option value="">Prefer not to say</option>
            {budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        name="message"
        label={contactLabels.message}
        hint={hints.message}
        error={errors.message}
      >
        <textarea {...input('message', true)} rows={6} required />
      </Field>
      <Honeypot />
      <div className="space-y-3">
        <CollectionNotice
          section="enquiries"
          text={`${site.name} uses these details only to reply to your enquiry.`}
        />
        <SubmitButton sending={sending} label="Send enquiry" />
      </div>
    </form>
  )
}
