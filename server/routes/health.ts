import type { FastifyInstance } from 'fastify'
import type { LeadStore } from '../leads.ts'

/**
 * GET /api/health: 200 when the database answers a query (SQLite file or PostgreSQL server),
 * 503 when it does not, for nginx, Docker, a load balancer and monitoring.
 */
export function healthRoute(app: FastifyInstance, store: LeadStore) {
  app.get('/api/health', async (request, reply) => {
    try {
      await store.ping()
      return { status: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'health check failed')
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}
