import type { FormErrors } from '../i18n/forms/en-errors.ts'
import { contactSchema } from './contact-form.ts'
import { fieldErrors } from './fields.ts'

/** Reads the contact form and validates it with the rules the API uses, in the page's language. */
export function checkContact(
  form: HTMLFormElement,
  startedAt: number,
  errors: FormErrors['contact'],
) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const result = contactSchema(errors).safeParse({
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    interest: text('interest'),
    budget: text('budget'),
    message: text('message'),
    website: text('website'),
    startedAt,
  })
  return result.success ? { body: { json: result.data } } : { errors: fieldErrors(result.error) }
}
