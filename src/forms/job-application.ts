import { z } from 'zod/mini'
import {
  antiSpamFields,
  emailField,
  phoneField,
  plainText,
  required,
  retiredConsentField,
} from './fields.ts'

/** POST /api/careers/applications (multipart/form-data): these fields plus the file `cv`. */
export const jobApplicationSchema = z.strictObject({
  job: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose an open position.')),
  name: required('name', 2, 100),
  email: emailField,
  phone: phoneField,
  profileUrl: z.optional(
    z.string().check(
      z.trim(),
      ...plainText('Your link'),
      z.maxLength(300, 'A link can have at most 300 characters.'),
      z.refine(
        (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
        'Enter a full https:// link to your LinkedIn profile or portfolio.',
      ),
    ),
  ),
  coverNote: required('cover note', 20, 3000),
  /** "Keep my CV for future openings": optional, unticked; kept longer when ticked. */
  keepCv: z.optional(z.boolean()),
  consent: retiredConsentField,
  ...antiSpamFields,
})

export type JobApplication = z.infer<typeof jobApplicationSchema>

export { cvMessages, cvRules, cvType, hasCvSignature, type CvType } from './cv-rules.ts'
