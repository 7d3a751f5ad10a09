import type { FastifyReply, FastifyRequest } from 'fastify'
import { tooLarge, unsupportedMediaType } from './answers.ts'

export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** A plain HTML form's body: the estimator without JavaScript (routes/estimate.ts). */
export const formMediaType = 'application/x-www-form-urlencoded'

/**
 * preParsing hook: refuses another content type (415) or a declared length over `maxBytes`
 * (413, with `fields` when the size can only come from one field) before the body is read.
 */
export function acceptOnly(
  expected: string | readonly string[],
  maxBytes: number,
  tooLargeAnswer: { message: string; fields?: Record<string, string> },
) {
  const accepted = typeof expected === 'string' ? [expected] : expected
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!accepted.includes(mediaType(request))) {
      unsupportedMediaType(reply, accepted.join(' or '))
    } else if (Number(request.headers['content-length']) > maxBytes) {
      tooLarge(reply, tooLargeAnswer.message, tooLargeAnswer.fields)
    }
  }
}
