import type { FastifyInstance } from 'fastify'
import type { HealthReport } from '../operations/health.ts'

/**
 * GET /api/health, for Docker's HEALTHCHECK, a load balancer and monitoring: 200 when a lead
 * can be stored and mailed, 503 with the reasons when not (server/operations/health.ts). Same
 * fields either way.
 */
export function healthRoute(app: FastifyInstance, check: () => Promise<HealthReport>) {
  app.get('/api/health', async (_request, reply) => {
    const report = await check()
    return reply.code(report.status === 'ok' ? 200 : 503).send(report)
  })
}
