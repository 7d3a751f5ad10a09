import type { FastifyInstance } from 'fastify'
import { contactFormSchema } from '../../src/forms/contact-form.ts'
import { takeAttribution } from '../intake/attribution.ts'
import { invalid } from '../intake/answers.ts'
import { bodyLimits } from '../intake/limits.ts'
import type { LeadStore } from '../intake/leads.ts'
import { acceptOnly } from '../intake/media.ts'
import {
  answerSpam,
  answerTooQuick,
  badIdempotencyKey,
  filledTooQuickly,
  idempotencyKey,
  isSpam,
  storedFields,
  storeLead,
} from '../intake/submission.ts'
import { isRecord, validate } from '../intake/validation.ts'

/** POST /api/contact: the enquiry form, as JSON. */
export function contactRoute(
  app: FastifyInstance,
  store: LeadStore,
  rateLimit: { max: number; timeWindow: number },
) {
  app.post(
    '/api/contact',
    {
      bodyLimit: bodyLimits.json,
      config: { rateLimit },
      preParsing: acceptOnly('application/json', bodyLimits.json, {
        message: 'The enquiry is too long.',
      }),
    },
    async (request, reply) => {
      const key = idempotencyKey(request)
      if (key === false) return invalid(reply, badIdempotencyKey)
      const body = request.body
      if (!isRecord(body)) return invalid(reply, { form: 'Send the form fields as a JSON object.' })
      if (isSpam(body)) return answerSpam(request, reply, 'contact')

      const attribution = takeAttribution(body)
      const result = validate(contactFormSchema, body)
      if (!result.ok) return invalid(reply, result.fields)
      if (filledTooQuickly(result.data.startedAt)) return answerTooQuick(request, reply)

      const lead = { kind: 'contact', form: 'enquiry', data: storedFields(result.data) } as const
      const id = await storeLead(
        request,
        reply,
        store,
        { ...lead, idempotencyKey: key, attribution },
        'contact',
      )
      return id === undefined ? reply : reply.code(201).send({ id })
    },
  )
}
