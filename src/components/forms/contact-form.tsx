import { site } from '../../config/site.ts'
import { budgetOptions, interestOptions } from '../../forms/contact-options.ts'
import { contact as english } from '../../i18n/forms/en-contact.ts'
import { format } from '../../i18n/format.ts'
import { useMessages } from '../../i18n/use-messages.ts'
import { ErrorSummary } from './error-summary.tsx'
import { controlProps, Field } from './field.tsx'
import { CollectionNotice, Honeypot, NoScriptNote, SubmitButton } from './form-parts.tsx'
import { useFormText } from './use-form-text.ts'
import { useLeadForm } from './use-lead-form.ts'

/** The enquiry form of /contactus and of each market's contact page: POST /api/contact. */
export function ContactForm() {
  const { language, contact } = useFormText()
  const messages = useMessages()
  const t = contact ?? english
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/contact',
    check: (form, startedAt, errors) =>
      import('../../forms/check-contact.ts').then((m) =>
        m.checkContact(form, startedAt, errors.contact),
      ),
    successMessage: t.sent,
  })
  const input = (name: string, hint = false) => controlProps(name, errors, hint)
  // In another language, the services by the names its pages give them.
  const interestLabel = (option: (typeof interestOptions)[number]) =>
    language === 'en'
      ? option.label
      : ((messages.services as Record<string, string>)[option.value] ??
        (t.interests as Record<string, string>)[option.value] ??
        option.label)

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-6" aria-label={t.formName}>
      <NoScriptNote />
      <ErrorSummary ref={summary} errors={errors} labels={t.labels} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="name" label={t.labels.name} error={errors.name}>
          <input {...input('name')} type="text" autoComplete="name" required />
        </Field>
        <Field name="email" label={t.labels.email} error={errors.email}>
          <input {...input('email')} type="email" autoComplete="email" dir="ltr" required />
        </Field>
        <Field
          name="phone"
          label={t.labels.phone}
          optional
          hint={t.hints.phone}
          error={errors.phone}
        >
          <input {...input('phone', true)} type="tel" autoComplete="tel" dir="ltr" />
        </Field>
        <Field name="company" label={t.labels.company} optional error={errors.company}>
          <input {...input('company')} type="text" autoComplete="organization" />
        </Field>
        <Field name="interest" label={t.labels.interest} error={errors.interest}>
          <select {...input('interest')} defaultValue="" required>
            <option value="" disabled>
              {t.chooseOne}
            </option>
            {interestOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {interestLabel(option)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="budget" label={t.labels.budget} optional error={errors.budget}>
          <select {...input('budget')} defaultValue="">
            <option value="">{t.preferNotToSay}</option>
            {budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t.budgets[option.value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="message" label={t.labels.message} hint={t.hints.message} error={errors.message}>
        <textarea {...input('message', true)} rows={6} required />
      </Field>
      <Honeypot />
      <div className="space-y-3">
        <CollectionNotice section="enquiries" text={format(t.notice, { brand: site.name })} />
        <SubmitButton sending={sending} label={t.submit} />
      </div>
    </form>
  )
}
