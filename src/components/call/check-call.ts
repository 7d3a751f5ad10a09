import { callSchema } from '../../forms/call-request.ts'
import { fieldErrors } from '../../forms/fields.ts'
import type { FormErrors } from '../../i18n/forms/en-errors.ts'
import type { Checked } from '../forms/use-lead-form.ts'
import { visitorTimeZone } from './visitor-days.ts'

/**
 * Reads the call request and checks it with the schema the API uses, its errors in the page's
 * language; loaded on the first submit. The chosen slots are the form's `slots` fields (UTC);
 * the visitor's zone goes with them, so the desk and the e-mail show each slot in both zones.
 */
export function checkCall(
  form: HTMLFormElement,
  startedAt: number,
  errors: FormErrors['call'],
): Checked {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const result = callSchema(errors).safeParse({
    slots: data.getAll('slots').map(String),
    timeZone: visitorTimeZone(),
    topic: text('topic'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    website: text('website'),
    startedAt,
  })
  return result.success ? { body: { json: result.data } } : { errors: fieldErrors(result.error) }
}
