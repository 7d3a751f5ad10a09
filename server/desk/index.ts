import type { FastifyInstance } from 'fastify'
import { accountRoutes } from './account-routes.ts'
import { inboxRoutes } from './inbox-routes.ts'
import type { DeskOptions } from './options.ts'
import { sessionRoutes } from './session-routes.ts'

/** The sales desk's API under /api/admin (src/admin/contract.ts deskApi). */
export function registerDesk(app: FastifyInstance, options: DeskOptions) {
  app.decorateRequest('deskUser', null)
  // Nothing the desk answers is for a shared cache or the browser's back-forward cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/admin/')) reply.header('Cache-Control', 'no-store')
  })
  sessionRoutes(app, options)
  inboxRoutes(app, options)
  accountRoutes(app, options)
}
