import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { cvMessages } from '../../src/forms/job-application.ts'
import { isDatabaseUnavailable } from '../database/unavailable.ts'

/**
 * Every non-2xx body the API sends. The forms show `fields` next to their inputs and `message`
 * in a toast, so each answer names what the visitor can do about it.
 */
export const invalid = (reply: FastifyReply, fields: FieldErrors) =>
  reply.code(400).send({ error: 'invalid', fields })

export const tooLarge = (reply: FastifyReply, message: string, fields?: FieldErrors) =>
  reply.code(413).send({ error: 'too_large', message, ...(fields && { fields }) })

export const unsupportedMediaType = (reply: FastifyReply, expected: string) =>
  reply.code(415).send({
    error: 'unsupported_media_type',
    message: `This address accepts ${expected} only.`,
  })

/** 422: the Idempotency-Key came before with another request (leads.ts requestDigest). */
export const keyReused = (reply: FastifyReply) =>
  reply.code(422).send({
    error: 'idempotency_key_reused',
    message:
      'This Idempotency-Key was already used for a different request, which is stored. Send a new key with a new request.',
  })

export const notValidJson = 'The request body is not valid JSON.'
export const unreadableForm = 'The form data could not be read. Please send the form again.'
export const cvTooLarge = { message: cvMessages.size, fields: { cv: cvMessages.size } }

/** Thrown by the rate limiter; the plugin has already set Retry-After. */
export class RateLimitedError extends Error {
  readonly statusCode = 429
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    super('rate limited')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Parser and plugin errors caused by what the visitor sent; the answer is a 4xx, never a 500.
 * Returns false for errors that are ours.
 */
export function answerVisitorError(error: unknown, reply: FastifyReply): boolean {
  if (error instanceof RateLimitedError) {
    reply.code(429).send({ error: 'rate_limited', retryAfterSeconds: error.retryAfterSeconds })
    return true
  }
  const { code, statusCode } = (error ?? {}) as Partial<FastifyError>
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      unsupportedMediaType(reply, 'JSON or multipart/form-data')
      return true
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      tooLarge(reply, 'The request is too large.')
      return true
    case 'FST_REQ_FILE_TOO_LARGE':
      tooLarge(reply, cvTooLarge.message, cvTooLarge.fields)
      return true
    case 'FST_FILES_LIMIT':
      invalid(reply, { cv: 'Attach one file only: your CV.' })
      return true
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      invalid(reply, { form: notValidJson })
      return true
  }
  if (error instanceof SyntaxError) {
    invalid(reply, { form: notValidJson })
    return true
  }
  const status = statusCode ?? 500
  if (status >= 400 && status < 500) {
    // Busboy and the other parsers: a malformed or truncated body, too many parts, …
    invalid(reply, { form: unreadableForm })
    return true
  }
  return false
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (answerVisitorError(error, reply)) return
  if (isDatabaseUnavailable(error)) {
    // Nothing was committed; the form keeps what the visitor typed and offers the e-mail address.
    request.log.error({ err: error }, 'the database is unavailable')
    return reply.code(503).send({
      error: 'unavailable',
      message: 'We cannot store your details just now. Please try again in a few minutes.',
    })
  }
  request.log.error({ err: error }, 'request failed')
  reply.code(500).send({
    error: 'internal',
    message: 'Something went wrong on our side. Please try again in a few minutes.',
  })
}
