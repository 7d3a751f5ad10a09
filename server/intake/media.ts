import type { FastifyReply, FastifyRequest } from 'fastify'
import { tooLarge, unsupportedMediaType } from './answers.ts'

export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * preParsing hook: refuses another content type (415) or a declared length over `maxBytes`
 * (413, with `fields` when the size can only come from one field) before the body is read.
 */
export function acceptOnly(
  expected: string,
  maxBytes: number,
  tooLargeAnswer: { message: string; fields?: Record<string, string> },
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (mediaType(request) !== expected) {
      unsupportedMediaType(reply, expected)
    } else if (Number(request.headers['content-length']) > maxBytes) {
      tooLarge(reply, tooLargeAnswer.message, tooLargeAnswer.fields)
    }
  }
}
