import type { FastifyInstance } from 'fastify'
import { isTicked, type FieldErrors } from '../../src/forms/fields.ts'
import { cvRules, jobApplicationSchema } from '../../src/forms/job-application.ts'
import { takeAttribution } from '../intake/attribution.ts'
import {
  answerVisitorError,
  cvTooLarge,
  invalid,
  keyReused,
  unreadableForm,
} from '../intake/answers.ts'
import { readApplication } from '../intake/application-form.ts'
import { takeLanguage } from '../intake/language.ts'
import { bodyLimits } from '../intake/limits.ts'
import { checkCv } from '../intake/cv-check.ts'
import { openPositions } from '../intake/jobs.ts'
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
import { validate } from '../intake/validation.ts'

export const closedPositionMessage = 'This position is no longer open.'

/**
 * Multipart sends text only: a ticked box as "true" (or a browser's default "on"), numbers as
 * digits. An unticked box is not sent at all: `keepCv` is then false.
 */
function fromMultipart(fields: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...fields, keepCv: isTicked(fields.keepCv) }
  if (isTicked(fields.consent)) values.consent = true
  if (fields.startedAt !== undefined && /^\d{1,16}$/.test(fields.startedAt)) {
    values.startedAt = Number(fields.startedAt)
  }
  return values
}

interface Options {
  store: LeadStore
  jobsDir: string
  rateLimit: { max: number; timeWindow: number }
}

/** POST /api/careers/applications: the job application form with its CV, as multipart. */
export function applicationsRoute(app: FastifyInstance, options: Options) {
  const { store, jobsDir, rateLimit } = options
  app.post(
    '/api/careers/applications',
    {
      config: { rateLimit },
      preParsing: acceptOnly('multipart/form-data', bodyLimits.application, cvTooLarge),
    },
    async (request, reply) => {
      const key = idempotencyKey(request)
      if (key === false) return invalid(reply, badIdempotencyKey)
      let received
      try {
        received = await readApplication(request)
      } catch (error) {
        if (!answerVisitorError(error, reply)) invalid(reply, { form: unreadableForm })
        return reply
      }
      const { fields, cv, problems } = received
      if (isSpam(fields)) return answerSpam(request, reply, 'application')

      const attribution = takeAttribution(fields)
      const language = takeLanguage(fields)
      if (typeof language === 'object') return invalid(reply, language.errors)
      const result = validate(jobApplicationSchema, fromMultipart(fields))
      const errors: FieldErrors = result.ok ? {} : { ...result.fields }
      if (!errors.job && fields.job && !(await openPositions(jobsDir)).has(fields.job)) {
        errors.job = closedPositionMessage
      }
      const checked = await checkCv(cv)
      if (!checked.ok) errors.cv = checked.message
      Object.assign(errors, problems)
      if (!result.ok || !cv || !checked.ok || Object.keys(errors).length > 0) {
        return invalid(reply, errors)
      }
      if (filledTooQuickly(result.data.startedAt)) return answerTooQuick(request, reply)

      const application = {
        kind: 'application' as const,
        form: 'application' as const,
        data: storedFields(result.data),
        // The verified type, not the browser's claim (often application/octet-stream).
        cv: { name: cv.name, type: cvRules.types[checked.type].mime, content: cv.content },
      }
      // A replay is answered before its CV is written a second time.
      const replay = await store.replayOf(key, application)
      if (replay?.keyReused) return keyReused(reply)
      if (replay) return reply.code(201).send({ id: replay.id })

      // The application and its CV commit together: no replica sees one without the other.
      const lead = { ...application, idempotencyKey: key, attribution, language }
      const id = await storeLead(request, reply, store, lead, 'application')
      return id === undefined ? reply : reply.code(201).send({ id })
    },
  )
}
