import type { FastifyInstance } from 'fastify'
import { contactSchema } from '../../src/forms/contact-form.ts'
import { formTexts } from '../../src/i18n/forms/all.ts'
import type { Language } from '../../src/i18n/locales.ts'
import { takeAttribution } from '../intake/attribution.ts'
import { invalid } from '../intake/answers.ts'
import { takeLanguage } from '../intake/language.ts'
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

/** The field errors reach the visitor in the language the form was sent in. */
const contactSchemas = Object.fromEntries(
  Object.entries(formTexts).map(([language, text]) => [
    language,
    contactSchema(text.errors.contact),
  ]),
) as Record<Language, ReturnType<typeof contactSchema>>

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
      const language = takeLanguage(body)
      if (typeof language === 'object') return invalid(reply, language.errors)
      const result = validate(contactSchemas[language], body)
      if (!result.ok) return invalid(reply, result.fields)
      if (filledTooQuickly(result.data.startedAt)) return answerTooQuick(request, reply)

      const lead = { kind: 'contact', form: 'enquiry', data: storedFields(result.data) } as const
      const id = await storeLead(
        request,
        reply,
        store,
        { ...lead, idempotencyKey: key, attribution, language },
        'contact',
      )
      return id === undefined ? reply : reply.code(201).send({ id })
    },
  )
}
