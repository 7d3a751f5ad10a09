import type { FastifyInstance } from 'fastify'
import {
  checkAnswers,
  computeEstimate,
  multipleChoices,
  type EstimateAnswers,
} from '../../src/estimate/compute.ts'
import type { EstimatorRates } from '../../src/estimate/rates-schema.ts'
import { estimateLabels, estimateRequestSchema } from '../../src/forms/estimate-request.ts'
import { leadFormRoute } from '../intake/lead-form-route.ts'
import { errorPageIn } from '../intake/plain-form.ts'
import type { LeadStore } from '../intake/leads.ts'
import { storedFields } from '../intake/submission.ts'
import { validate } from '../intake/validation.ts'

/** The site's page a visitor without JavaScript is sent to once the request is stored. */
export const estimateSentPath = '/estimate/sent'

/**
 * The answers as checkAnswers reads them, from fields the schema may have refused: a value of
 * the wrong type is no answer. So a visitor learns of an option the rates no longer offer in the
 * same answer as of a mistyped e-mail address.
 */
function answersIn(fields: Record<string, unknown>): EstimateAnswers {
  const one = (name: keyof EstimateAnswers) => {
    const value = fields[name]
    return typeof value === 'string' ? value : ''
  }
  const many = (name: keyof EstimateAnswers) => {
    const value = fields[name]
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  }
  return {
    project: one('project'),
    platforms: many('platforms'),
    features: many('features'),
    integrations: one('integrations'),
    design: one('design'),
    deadline: one('deadline'),
    engagement: one('engagement'),
    currency: one('currency'),
  }
}

interface Options {
  store: LeadStore
  /** The estimator's rates, read at start-up (intake/content-files.ts). */
  rates: EstimatorRates
  rateLimit: { max: number; timeWindow: number }
}

/**
 * POST /api/estimate: the estimator's "Send me this estimate", with or without JavaScript
 * (intake/lead-form-route.ts). Either way the API computes the estimate from the answers and the
 * rates it read at start-up, and stores that: the request carries none (the strict schema
 * refuses one). The script's 201 answer carries it.
 */
export async function estimateRoute(app: FastifyInstance, options: Options) {
  const { store, rates, rateLimit } = options
  await leadFormRoute(app, store, {
    path: '/api/estimate',
    // The estimator is in English only.
    sentPath: () => estimateSentPath,
    item: 'estimate',
    lists: multipleChoices,
    errorPage: () =>
      errorPageIn('en', {
        heading: 'Your estimate was not sent',
        labels: estimateLabels,
        back: { href: '/estimate', text: 'Back to the estimator' },
      }),
    tooLong: 'The estimate request is too long.',
    rateLimit,
    check(body) {
      const result = validate(estimateRequestSchema, body)
      const errors = {
        ...(result.ok ? {} : result.fields),
        // The rates' words for an answer they do not offer, over the schema's plainer ones.
        ...checkAnswers(answersIn(body), rates),
      }
      if (!result.ok || Object.keys(errors).length > 0) return { errors }
      const estimate = computeEstimate(result.data, rates)
      return {
        startedAt: result.data.startedAt,
        lead: {
          kind: 'contact',
          form: 'estimate',
          data: { ...storedFields(result.data), estimate },
        },
        answer: { estimate },
      }
    },
  })
}
