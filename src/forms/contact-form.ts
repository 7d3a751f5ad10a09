import { z } from 'zod/mini'
import { budgetOptions, interestOptions } from './contact-options.ts'
import {
  antiSpamFields,
  emailField,
  retiredConsentField,
  optionalPhoneField,
  optionalText,
  required,
} from './fields.ts'

const interestValues = interestOptions.map((option) => option.value) as [string, ...string[]]
const budgetValues = budgetOptions.map((option) => option.value) as [string, ...string[]]

/** POST /api/contact (JSON). Unknown fields are refused. */
export const contactFormSchema = z.strictObject({
  name: required('name', 2, 100),
  email: emailField,
  phone: optionalPhoneField,
  company: optionalText('Company', 120),
  interest: z.enum(interestValues, 'Choose what your enquiry is about.'),
  budget: z.optional(
    z.union([z.literal(''), z.enum(budgetValues, 'Choose a budget range from the list.')]),
  ),
  message: required('message', 20, 5000),
  consent: retiredConsentField,
  ...antiSpamFields,
})

export type ContactForm = z.infer<typeof contactFormSchema>

export { budgetOptions, interestOptions } from './contact-options.ts'
