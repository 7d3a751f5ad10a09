import type { FastifyInstance } from 'fastify'
import {
  checkAnswers,
  computeEstimate,
  multipleChoices,
  type EstimateAnswers,
} from '../../src/estimate/compute.ts'
import type { EstimatorRates } from '../../src/estimate/rates-schema.ts'
import { estimateLabels, estimateRequestSchema } from '../../src/forms/estimate-request.ts'
import { takeAttribution } from '../intake/attribution.ts'
import { invalid, keyReused } from '../intake/answers.ts'
import { bodyLimits } from '../intake/limits.ts'
import type { LeadStore } from '../intake/leads.ts'
import { acceptOnly, formMediaType, mediaType } from '../intake/media.ts'
import { answerPlainFormErrors, readPlainForm } from '../intake/plain-form.ts'
import {
  answerSpam,
  answerTooQuick,
  badIdempotencyKey,
  filledTooQuickly,
  idempotencyKey,
  isSpam,
  noteSpam,
  storedFields,
} from '../intake/submission.ts'
import { isRecord, validate } from '../intake/validation.ts'

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
  /** The estimator's rates, read at start-up (intake/estimate-rates.ts). */
  rates: EstimatorRates
  rateLimit: { max: number; timeWindow: number }
}

/**
 * POST /api/estimate: the estimator's "Send me this estimate". The page's script sends JSON and
 * gets 201 with the estimate; without JavaScript the same form posts urlencoded and the visitor
 * is sent to /estimate/sent, or shown a page listing what to correct (intake/plain-form.ts).
 * Either way the API computes the estimate from the answers and the rates it read at start-up,
 * and stores that: the request carries none (the strict schema refuses one).
 */
export async function estimateRoute(app: FastifyInstance, options: Options) {
  const { store, rates, rateLimit } = options
  // A scope of its own: the urlencoded parser and the HTML error pages are this route's only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      formMediaType,
      { parseAs: 'string', bodyLimit: bodyLimits.json },
      (_request, body, done) => done(null, body),
    )
    scope.addHook(
      'onSend',
      answerPlainFormErrors({
        heading: 'Your estimate was not sent',
        labels: estimateLabels,
        back: { href: '/estimate', text: 'Back to the estimator' },
      }),
    )
    scope.post(
      '/api/estimate',
      {
        bodyLimit: bodyLimits.json,
        config: { rateLimit },
        preParsing: acceptOnly(['application/json', formMediaType], bodyLimits.json, {
          message: 'The estimate request is too long.',
        }),
      },
      async (request, reply) => {
        const plainForm = mediaType(request) === formMediaType
        const key = idempotencyKey(request)
        if (key === false) return invalid(reply, badIdempotencyKey)
        const { fields: body, problems } = plainForm
          ? readPlainForm(String(request.body), multipleChoices)
          : { fields: request.body, problems: {} }
        if (!isRecord(body)) {
          return invalid(reply, { form: 'Send the form fields as a JSON object.' })
        }
        if (isSpam(body)) {
          if (!plainForm) return answerSpam(request, reply, 'estimate')
          noteSpam(request, 'estimate')
          return reply.redirect(estimateSentPath, 303)
        }

        const attribution = takeAttribution(body)
        const result = validate(estimateRequestSchema, body)
        const errors = {
          ...(result.ok ? {} : result.fields),
          // The rates' words for an answer they do not offer, over the schema's plainer ones.
          ...checkAnswers(answersIn(body), rates),
          ...problems,
        }
        if (!result.ok || Object.keys(errors).length > 0) return invalid(reply, errors)
        const { startedAt } = result.data
        if (startedAt !== undefined && filledTooQuickly(startedAt)) {
          return answerTooQuick(request, reply)
        }

        const estimate = computeEstimate(result.data, rates)
        const data = { ...storedFields(result.data), estimate }
        const lead = await store.save({
          kind: 'contact',
          form: 'estimate',
          data,
          idempotencyKey: key,
          attribution,
        })
        if (lead.keyReused) return keyReused(reply)
        request.log.info({ leadId: lead.id, kind: 'estimate', duplicate: lead.duplicate }, 'lead')
        if (!lead.duplicate) request.server.metrics.leadStored('estimate')
        if (plainForm) return reply.redirect(estimateSentPath, 303)
        return reply.code(201).send({ id: lead.id, estimate })
      },
    )
  })
}
