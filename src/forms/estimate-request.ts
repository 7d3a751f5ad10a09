import { z } from 'zod/mini'
import { emailField, optionalText, required } from './fields.ts'

const optionId = z.string().check(z.maxLength(60), z.regex(/^[a-z0-9-]*$/, 'Choose from the list.'))

/**
 * POST /api/estimate: "Send me this estimate". The answers are option ids of
 * src/content/estimator.yaml (checked against it by src/estimate/compute.ts, checkAnswers) and
 * who to send it to. No estimate: the API computes it from the answers and stores that.
 *
 * The page sends JSON; without JavaScript the same form posts application/x-www-form-urlencoded
 * (server/routes/estimate.ts), which cannot time the visitor, so `startedAt` is optional here.
 */
export const estimateRequestSchema = z.strictObject({
  project: optionId,
  platforms: z.array(optionId).check(z.maxLength(10)),
  features: z.array(optionId).check(z.maxLength(20)),
  integrations: optionId,
  design: optionId,
  deadline: optionId,
  engagement: optionId,
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'Choose a currency from the list.')),
  name: required('name', 2, 100),
  email: emailField,
  company: optionalText('Company', 120),
  message: optionalText('Your note', 2000),
  website: z.optional(z.string().check(z.maxLength(200))),
  startedAt: z.optional(z.number().check(z.int(), z.positive())),
})

export type EstimateRequest = z.infer<typeof estimateRequestSchema>

export { estimateLabels } from './field-labels.ts'
