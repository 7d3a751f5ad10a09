import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ItemKind } from '../../src/admin/contract.ts'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { findLocale, type Language, type Locale } from '../../src/i18n/locales.ts'
import type { FormAndKind } from '../database/lead-forms.ts'
import { takeAttribution } from './attribution.ts'
import { invalid } from './answers.ts'
import { takeLanguage } from './language.ts'
import { bodyLimits } from './limits.ts'
import type { LeadStore } from './leads.ts'
import { acceptOnly, formMediaType, mediaType } from './media.ts'
import { answerPlainFormErrors, readPlainForm, type ErrorPageText } from './plain-form.ts'
import {
  answerSpam,
  answerTooQuick,
  badIdempotencyKey,
  filledTooQuickly,
  idempotencyKey,
  isSpam,
  noteSpam,
  storeLead,
} from './submission.ts'
import { isRecord } from './validation.ts'

/** What a form's own check makes of a request's fields. */
export type Checked<Answer> =
  | { errors: FieldErrors }
  | {
      /** When the page showed the form (JSON only): a bot fills it quicker than a person. */
      startedAt?: number
      /** The lead to store: its form (and kind) and the fields as stored. */
      lead: FormAndKind & { data: Record<string, unknown> }
      /** The 201 answer's fields besides the lead's id. */
      answer?: Answer
    }

export interface LeadFormRoute<Answer> {
  /** `/api/estimate`. */
  path: string
  /**
   * The site's page a visitor without JavaScript is sent to once the lead is stored: the
   * English one, or the one of the market whose page sent the form (`?locale=ar-sa`).
   */
  sentPath: (locale: Locale | undefined) => string
  /** How the log and the metrics name the form. */
  item: ItemKind
  /** The fields a urlencoded body may send more than once (checkbox groups). */
  lists: readonly string[]
  /** The page that lists a plain form's errors (plain-form.ts notSentPage), in its language. */
  errorPage: (locale: Locale | undefined) => ErrorPageText
  /** Too long a request's message. */
  tooLong: string
  rateLimit: { max: number; timeWindow: number }
  /** Checks the fields (JSON, or a plain form's as readPlainForm reads them). */
  check: (
    fields: Record<string, unknown>,
    plainForm: boolean,
    language: Language,
  ) => Checked<Answer>
}

/**
 * The market whose page posted a form without JavaScript: its form's address carries it
 * (`/api/call?locale=ar-sa`), so the visitor lands on that market's pages again.
 */
const localeOf = (request: FastifyRequest): Locale | undefined =>
  findLocale(String((request.query as Record<string, unknown> | undefined)?.locale ?? ''))

/**
 * POST `path` for a form that works with and without JavaScript (the estimator, the call
 * request). The page's script sends JSON and gets 201 with the lead's id; without JavaScript the
 * same form posts urlencoded and the visitor is sent to `sentPath` with 303, or shown a page
 * listing what to correct. Both pass the same honeypot, timing, idempotency and field checks.
 */
export async function leadFormRoute<Answer extends object>(
  app: FastifyInstance,
  store: LeadStore,
  route: LeadFormRoute<Answer>,
) {
  // A scope of its own: the urlencoded parser and the HTML error pages are this route's only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      formMediaType,
      { parseAs: 'string', bodyLimit: bodyLimits.json },
      (_request, body, done) => done(null, body),
    )
    scope.addHook(
      'onSend',
      answerPlainFormErrors((request) => route.errorPage(localeOf(request))),
    )
    scope.post(
      route.path,
      {
        bodyLimit: bodyLimits.json,
        config: { rateLimit: route.rateLimit },
        preParsing: acceptOnly(['application/json', formMediaType], bodyLimits.json, {
          message: route.tooLong,
        }),
      },
      async (request, reply) => {
        const plainForm = mediaType(request) === formMediaType
        const key = idempotencyKey(request)
        if (key === false) return invalid(reply, badIdempotencyKey)
        const { fields: body, problems } = plainForm
          ? readPlainForm(String(request.body), route.lists)
          : { fields: request.body, problems: {} }
        if (!isRecord(body)) {
          return invalid(reply, { form: 'Send the form fields as a JSON object.' })
        }
        if (isSpam(body)) {
          if (!plainForm) return answerSpam(request, reply, route.item)
          noteSpam(request, route.item)
          return reply.redirect(route.sentPath(localeOf(request)), 303)
        }

        const attribution = takeAttribution(body)
        const language = takeLanguage(body)
        if (typeof language === 'object') return invalid(reply, language.errors)
        const checked = route.check(body, plainForm, language)
        const errors = { ...('errors' in checked ? checked.errors : {}), ...problems }
        if ('errors' in checked || Object.keys(errors).length > 0) return invalid(reply, errors)
        if (checked.startedAt !== undefined && filledTooQuickly(checked.startedAt)) {
          return answerTooQuick(request, reply)
        }

        const lead = { ...checked.lead, idempotencyKey: key, attribution, language }
        const id = await storeLead(request, reply, store, lead, route.item)
        if (id === undefined) return reply
        if (plainForm) return reply.redirect(route.sentPath(localeOf(request)), 303)
        return reply.code(201).send({ id, ...checked.answer })
      },
    )
  })
}
