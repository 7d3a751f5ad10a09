import { z } from 'zod'

/**
 * The shape of src/content/estimator.yaml: the project estimator's questions, rates and
 * multipliers. The build validates the file with it (file and field named on any error), and
 * the API reads the same file with it when it starts (server/intake/estimate-rates.ts), so the
 * page and the API always compute from the same figures.
 */
const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and hyphens')
const label = z.string().trim().min(2).max(80)
/** Shown under the result when the visitor chose the option. */
const assumption = z.string().trim().min(20, 'write the assumption as a full sentence').optional()
const weeksRange = z
  .tuple([z.number().min(0).max(104), z.number().min(0).max(104)])
  .refine(([min, max]) => min <= max, 'the first number of weeks must not exceed the second')
const factor = z
  .number()
  .min(0.5, 'a multiplier below 0.5 is a typo')
  .max(3, 'a multiplier above 3 is a typo')

const option = z.object({ id, label, hint: z.string().trim().max(160).optional(), assumption })

function uniqueIds<T extends { id: string }>(list: T[], context: z.RefinementCtx) {
  const seen = new Set<string>()
  list.forEach((entry, index) => {
    if (seen.has(entry.id)) {
      context.addIssue({
        code: 'custom',
        message: `the id "${entry.id}" is used twice`,
        path: [index, 'id'],
      })
    }
    seen.add(entry.id)
  })
}

const choices = <T extends z.ZodObject<{ id: typeof id }>>(item: T) =>
  z
    .array(item)
    .min(2)
    .superRefine((list, context) => uniqueIds(list as { id: string }[], context))

export const estimatorSchema = z.object({
  /** What to build: the base of the estimate. */
  projects: choices(
    option.extend({
      weeks: weeksRange,
      /** People working in parallel on a project of this kind. */
      team: z.number().int().min(1).max(20),
    }),
  ),
  /** Where it runs: each platform after the first adds its share of the work. */
  platforms: choices(option.extend({ share: z.number().min(0).max(2) })),
  /** Feature groups: each adds weeks. */
  features: choices(option.extend({ weeks: weeksRange })),
  /** How many systems it connects to: adds weeks. */
  integrations: choices(option.extend({ weeks: weeksRange })),
  /** What exists of the design: multiplies the weeks. */
  design: choices(option.extend({ factor })),
  /** How soon: multiplies the weeks and the team (a shorter schedule needs more people). */
  deadline: choices(option.extend({ weeks: factor, team: factor })),
  /** How the work is contracted: multiplies the cost. */
  engagement: choices(option.extend({ cost: factor })),
  /** The price of one person-week in each currency the estimator offers; the first is the default. */
  currencies: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z]{3}$/, 'use the ISO 4217 code, e.g. GBP'),
        name: label,
        weekRate: z.number().positive('the price of a person-week must be above 0'),
      }),
    )
    .min(1)
    .superRefine((list, context) =>
      uniqueIds(
        list.map((entry) => ({ id: entry.code })),
        context,
      ),
    ),
  /** Always true of every estimate, listed after the assumptions the answers bring. */
  assumptions: z.array(z.string().trim().min(20)).min(1),
})

export type EstimatorRates = z.output<typeof estimatorSchema>
