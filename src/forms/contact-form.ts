import { z } from 'zod/mini'
import { errors as english, type FormErrors } from '../i18n/forms/en-errors.ts'
import { budgetOptions, interestOptions } from './contact-options.ts'
import {
  antiSpamFields,
  emailFieldIn,
  optionalPhoneIn,
  optionalTextIn,
  requiredText,
  retiredConsentField,
} from './fields.ts'

const interestValues = interestOptions.map((option) => option.value) as [string, ...string[]]
const budgetValues = budgetOptions.map((option) => option.value) as [string, ...string[]]

/**
 * POST /api/contact (JSON), with its errors in the language the form was sent in: the browser
 * checks with the page's language, the API with the lead's. Unknown fields are refused.
 */
export function contactSchema(errors: FormErrors['contact']) {
  return z.strictObject({
    name: requiredText(errors.name, 2, 100),
    email: emailFieldIn(errors.email),
    phone: optionalPhoneIn(errors.phone.format),
    company: optionalTextIn(errors.company, 120),
    interest: z.enum(interestValues, errors.interest.missing),
    // One enum with the empty choice: a union would answer a wrong value with zod's own words.
    budget: z.optional(z.enum(['', ...budgetValues], errors.budget.unknown)),
    message: requiredText(errors.message, 20, 5000),
    consent: retiredConsentField,
    ...antiSpamFields,
  })
}

export const contactFormSchema = contactSchema(english.contact)

export type ContactForm = z.infer<typeof contactFormSchema>

export { budgetOptions, interestOptions } from './contact-options.ts'
