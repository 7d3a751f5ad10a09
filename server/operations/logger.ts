import type { FastifyServerOptions } from 'fastify'

/**
 * Pino options: request logs carry method, path, status and timing only. No headers (cookies,
 * IPs), no query strings, no bodies: the forms carry names, e-mails and phone numbers.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: 'info',
    ...(stream && { stream }),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  }
}
