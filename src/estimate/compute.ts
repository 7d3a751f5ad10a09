import { unansweredMessages, type EstimateAnswers } from './answers.ts'
import type { EstimatorRates } from './rates-schema.ts'

/**
 * The project estimator's one computation, for the page (/estimate) and the API
 * (POST /api/estimate), which recomputes every estimate it stores and never trusts the one a
 * browser sent. Pure: no I/O, no dates, the same answers and rates give the same estimate.
 */

/** A visitor's answers, declared beside readAnswers (answers.ts), which reads them from a form. */
export type { EstimateAnswers }

export interface Estimate {
  weeks: { min: number; max: number }
  cost: { min: number; max: number; currency: string }
  /** People working in parallel. */
  team: number
  /** What drives the figures: from the answers first, then those true of every estimate. */
  assumptions: string[]
}

/** The single-choice questions, in the order the page asks them. */
export const singleChoices = [
  'project',
  'integrations',
  'design',
  'deadline',
  'engagement',
] as const
/** The questions that take several answers. */
export const multipleChoices = ['platforms', 'features'] as const

type Choice = (typeof singleChoices)[number]
const listOf: Record<Choice, 'projects' | 'integrations' | 'design' | 'deadline' | 'engagement'> = {
  project: 'projects',
  integrations: 'integrations',
  design: 'design',
  deadline: 'deadline',
  engagement: 'engagement',
}

/** Messages for answers the rates do not offer, by field; empty when the answers are usable. */
export function checkAnswers(
  answers: EstimateAnswers,
  rates: EstimatorRates,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of singleChoices) {
    if (!rates[listOf[field]].some((option) => option.id === answers[field])) {
      errors[field] = unansweredMessages[field]
    }
  }
  if (answers.platforms.length === 0) errors.platforms = unansweredMessages.platforms
  else if (!answers.platforms.every((id) => rates.platforms.some((option) => option.id === id))) {
    errors.platforms = 'Choose platforms from the list.'
  }
  if (!answers.features.every((id) => rates.features.some((option) => option.id === id))) {
    errors.features = 'Choose features from the list.'
  }
  if (!rates.currencies.some((currency) => currency.code === answers.currency)) {
    errors.currency = 'Choose a currency from the list.'
  }
  return errors
}

/** Rounds to two significant figures, down for the low end of a range and up for the high end. */
export function roundCost(value: number, direction: 'down' | 'up'): number {
  if (value <= 0) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1)
  return (direction === 'down' ? Math.floor(value / step) : Math.ceil(value / step)) * step
}

/** The estimate for answers that `checkAnswers` accepted. */
export function computeEstimate(answers: EstimateAnswers, rates: EstimatorRates): Estimate {
  const find = <T extends { id: string }>(list: readonly T[], id: string): T => {
    const found = list.find((option) => option.id === id)
    if (!found) throw new Error(`the estimator has no option "${id}"`)
    return found
  }
  const project = find(rates.projects, answers.project)
  const platforms = answers.platforms.map((id) => find(rates.platforms, id))
  const features = answers.features.map((id) => find(rates.features, id))
  const integrations = find(rates.integrations, answers.integrations)
  const design = find(rates.design, answers.design)
  const deadline = find(rates.deadline, answers.deadline)
  const engagement = find(rates.engagement, answers.engagement)
  const currency = rates.currencies.find((entry) => entry.code === answers.currency)
  if (!currency) throw new Error(`the estimator has no currency "${answers.currency}"`)

  // Each platform after the one with the largest share adds its share of the work.
  const shares = platforms.map((platform) => platform.share).sort((a, b) => b - a)
  const platformFactor = 1 + shares.slice(1).reduce((sum, share) => sum + share, 0)
  const factor = platformFactor * design.factor * deadline.weeks
  const sum = (end: 0 | 1) =>
    project.weeks[end] +
    integrations.weeks[end] +
    features.reduce((total, feature) => total + feature.weeks[end], 0)
  const weeks = {
    min: Math.max(1, Math.floor(sum(0) * factor)),
    max: Math.max(1, Math.ceil(sum(1) * factor)),
  }
  const team = Math.max(1, Math.round(project.team * deadline.team))
  const cost = (value: number) => value * team * currency.weekRate * engagement.cost
  const chosen = [project, ...platforms, ...features, integrations, design, deadline, engagement]
  return {
    weeks,
    cost: {
      min: roundCost(cost(weeks.min), 'down'),
      max: roundCost(cost(weeks.max), 'up'),
      currency: currency.code,
    },
    team,
    assumptions: [
      `A team of ${team} working in parallel, at ${formatMoney(currency.weekRate, currency.code)} per person-week.`,
      ...chosen.flatMap((option) => (option.assumption ? [option.assumption] : [])),
      ...rates.assumptions,
    ],
  }
}

/** An amount as the estimate shows it: "GBP 48,000" (no decimals; codes, not symbols). */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${Math.round(amount).toLocaleString('en-GB')}`
}

/** "8–12 weeks" (or "8 weeks" when the range is one number). */
export function describeWeeks({ min, max }: Estimate['weeks']): string {
  return `${min === max ? min : `${min}–${max}`} weeks`
}

/** "GBP 48,000–72,000" */
export function describeCost({ min, max, currency }: Estimate['cost']): string {
  return `${currency} ${min.toLocaleString('en-GB')}–${max.toLocaleString('en-GB')}`
}

/** "8–12 weeks, GBP 48,000–72,000": the estimate in one line (e-mail, desk, webhook). */
export function describeEstimate(estimate: Pick<Estimate, 'weeks' | 'cost'>): string {
  return `${describeWeeks(estimate.weeks)}, ${describeCost(estimate.cost)}`
}
