import type { FastifyInstance } from 'fastify'
import type { LeadDatabase } from '../storage.ts'
import { checkCvLink } from '../webhook-payload.ts'

/**
 * `attachment` with the visitor's file name: a plain ASCII `filename` for old clients and the
 * exact name as `filename*` (RFC 6266, RFC 8187).
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * GET /api/cv-links/:id?expires=…&signature=…: the CV of a lead, for the CRM that received the
 * lead by webhook (server/webhook-payload.ts signs the link). No session: the signature is the
 * permission, and it runs out.
 */
export function cvLinksRoute(
  app: FastifyInstance,
  options: { database: LeadDatabase; secret: string },
) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/cv-links/:id',
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const { id } = request.params
      const check = checkCvLink(options.secret, id, request.query.expires, request.query.signature)
      if (check === 'forged') {
        return reply.code(403).send({ error: 'forbidden', message: 'This link is not valid.' })
      }
      if (check === 'expired') {
        return reply.code(410).send({
          error: 'expired',
          message: 'This link has expired: open the CV from the lead in the sales desk instead.',
        })
      }
      const cv = await options.database.db
        .selectFrom('leads')
        .select(['cv_name', 'cv_type', 'cv_content'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!cv?.cv_content || !cv.cv_name) {
        return reply.code(404).send({
          error: 'not_found',
          message: 'This CV is no longer stored (the application was erased or has no CV).',
        })
      }
      request.log.info({ leadId: id }, 'CV downloaded through a webhook link')
      return reply
        .header('Content-Type', cv.cv_type ?? 'application/octet-stream')
        .header('Content-Disposition', attachmentHeader(cv.cv_name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(cv.cv_content))
    },
  )
}
