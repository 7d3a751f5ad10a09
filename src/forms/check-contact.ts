import { contactFormSchema } from './contact-form.ts'
import { fieldErrors } from './fields.ts'

/** Reads the contact form and validates it with the schema the API uses. */
export function checkContact(form: HTMLFormElement, startedAt: number) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const result = contactFormSchema.safeParse({
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
