import { readAnswers } from '../estimate/answers.ts'
import { estimateRequestSchema } from './estimate-request.ts'
import { fieldErrors } from './fields.ts'

/**
 * Reads the estimator's form and validates it with the schema the API uses. The answers go as
 * they are; the API checks them against the rates and computes the estimate itself.
 */
export function checkEstimate(form: HTMLFormElement, startedAt: number) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const result = estimateRequestSchema.safeParse({
    ...readAnswers(data),
    name: text('name'),
    email: text('email'),
    company: text('company'),
    message: text('message'),
    website: text('website'),
    startedAt,
  })
  return result.success ? { body: { json: result.data } } : { errors: fieldErrors(result.error) }
}
