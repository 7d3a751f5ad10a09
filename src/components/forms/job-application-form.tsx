import { cvRules } from '../../forms/cv-rules.ts'
import { applicationLabels } from '../../forms/field-labels.ts'
import type { ApplicationRetention } from '../../loaders/page-data.ts'
import { ErrorSummary } from './error-summary.tsx'
import { controlClass, controlProps, Field } from './field.tsx'
import {
  CollectionNotice,
  Honeypot,
  NoScriptNote,
  OptionalBox,
  SubmitButton,
} from './form-parts.tsx'
import { useLeadForm } from './use-lead-form.ts'

const labels: Record<string, string> = applicationLabels
const accept = Object.entries(cvRules.types)
  .flatMap(([extension, rule]) => [`.${extension}`, rule.mime])
  .join(',')

/** The application form of a job opening: POST /api/careers/applications (multipart). */
export function JobApplicationForm({
  job,
  title,
  retention,
}: {
  job: string
  title: string
  retention: ApplicationRetention
}) {
  const { errors, sending, summary, onSubmit } = useLeadForm({
    url: '/api/careers/applications',
    check: (form, startedAt) =>
      import('../../forms/check-application.ts').then((m) => m.checkApplication(form, startedAt)),
    successMessage: `Thank you: we have your application for ${title}. Our hiring team replies within 5 business days.`,
  })
  const input = (name: string, hint = false) => controlProps(name, errors, hint)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-6"
      aria-label={`Apply for ${title}`}
    >
      <NoScriptNote />
      <ErrorSummary ref={summary} errors={errors} labels={labels} />
      <input type="hidden" name="job" value={job} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field name="name" label={applicationLabels.name} error={errors.name}>
          <input {...input('name')} type="text" autoComplete="name" required />
        </Field>
        <Field name="email" label={applicationLabels.email} error={errors.email}>
          <input {...input('email')} type="email" autoComplete="email" required />
        </Field>
        <Field
          name="phone"
          label={applicationLabels.phone}
          hint="With the country code, e.g. +91 98765 43210."
          error={errors.phone}
        >
          <input {...input('phone', true)} type="tel" autoComplete="tel" required />
        </Field>
        <Field
          name="profileUrl"
          label={applicationLabels.profileUrl}
          optional
          hint="A full https:// link."
          error={errors.profileUrl}
        >
          <input {...input('profileUrl', true)} type="url" autoComplete="url" inputMode="url" />
        </Field>
      </div>
      <Field
        name="cv"
        label={applicationLabels.cv}
        hint="PDF, DOC or DOCX, at most 5 MB."
        error={errors.cv}
      >
        <input
          {...input('cv', true)}
          type="file"
          accept={accept}
          required
          className={`${controlClass(Boolean(errors.cv))} file:mr-4 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
        />
      </Field>
      <Field
        name="coverNote"
        label={applicationLabels.coverNote}
        hint="Why this role, and one piece of work you are proud of (at least 20 characters)."
        error={errors.coverNote}
      >
        <textarea {...input('coverNote', true)} rows={6} required />
      </Field>
      <OptionalBox
        name="keepCv"
        text={`Keep my CV for future openings for ${retention.keptApplication}`}
        hint={`Without this, we delete your application and CV ${retention.application} after it arrives.`}
      />
      <Honeypot />
      <div className="space-y-3">
        <CollectionNotice
          section="applicants"
          text={'Our hiring team uses your application and CV only to assess it.'}
        />
        <SubmitButton sending={sending} label="Send application" />
      </div>
    </form>
  )
}
