import type { FastifyInstance } from 'fastify'
import { sendCv } from '../shared/attachment.ts'
import type { LeadDatabase } from '../database/storage.ts'
import { checkCvLink } from '../delivery/webhook-payload.ts'

/**
 * GET /api/cv-links/:id?expires=…&signature=…: the CV of a lead, for the CRM that received the
 * lead by webhook (server/delivery/webhook-payload.ts signs the link). No session: the signature
 * is the permission, and it runs out.
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
      return sendCv(reply, { name: cv.cv_name, type: cv.cv_type, content: cv.cv_content })
    },
  )
}
