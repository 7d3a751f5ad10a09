import { callLabels, callRequestSchema } from './call-request.ts'
import { contactFormSchema } from './contact-form.ts'
import { estimateRequestSchema } from './estimate-request.ts'
import { applicationLabels, contactLabels, estimateLabels, fieldNames } from './field-labels.ts'
import { jobApplicationSchema } from './job-application.ts'

/**
 * What each form collects, as the privacy notice lists it: read from the forms' own schemas and
 * labels, so a field added to a form appears in the notice without anyone editing the notice
 * (tests/unit/forms/privacy-notice.test.ts). The anti-spam fields (a hidden trap field and when
 * the form was opened) are not personal data and are left out, as is the retired consent tick
 * (fields.ts); the CV is a file, not a schema field.
 */
export interface CollectedField {
  label: string
  required: boolean
}

/** Not asked: the anti-spam fields, and the consent tick only old tabs still send. */
const notAsked = new Set(['website', 'startedAt', 'consent'])

type Shape = Record<string, { _zod: { optin?: 'optional' } }>

function fieldsOf(shape: Shape, labels: Record<string, string>): CollectedField[] {
  return Object.entries(shape)
    .filter(([name]) => !notAsked.has(name))
    .map(([name, field]) => ({
      label: labels[name] ?? fieldNames[name as keyof typeof fieldNames] ?? name,
      required: field._zod.optin !== 'optional',
    }))
}

export const formFields = {
  contact: () => fieldsOf(contactFormSchema.shape as unknown as Shape, contactLabels),
  estimate: () => fieldsOf(estimateRequestSchema.shape as unknown as Shape, estimateLabels),
  call: () => fieldsOf(callRequestSchema.shape as unknown as Shape, callLabels),
  application: () => [
    ...fieldsOf(jobApplicationSchema.shape as unknown as Shape, applicationLabels),
    { label: applicationLabels.cv, required: true },
  ],
}
