import type { FastifyInstance } from 'fastify'
import { deskApi, type DeskAccount } from '../../src/admin/contract.ts'
import { recordAudit } from './audit.ts'
import type { DeskOptions } from './options.ts'
import { requireUser } from './require-user.ts'
import { addUser, listUsers, removeUser, userAudit, UserError } from './users.ts'

function newAccount(body: unknown): { email: string; role: string; password: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { email, role, password } = body as Record<string, unknown>
  if (typeof email !== 'string' || typeof role !== 'string' || typeof password !== 'string') {
    return undefined
  }
  return { email, role, password }
}

/**
 * User management for admins (deskApi.accounts): the same rules and audit entries as the
 * `leads users` commands, with the admin who did it as the actor.
 */
export function accountRoutes(app: FastifyInstance, { database: { db } }: DeskOptions) {
  const adminOnly = { preHandler: requireUser(db, 'admin') }

  app.get(deskApi.accounts, adminOnly, async () => ({ accounts: await listUsers(db) }))

  app.post(deskApi.accounts, adminOnly, async (request, reply) => {
    const given = newAccount(request.body)
    if (!given) {
      return reply.code(400).send({
        error: 'invalid',
        message: 'Send the e-mail, the role and the password as a JSON object.',
      })
    }
    let user
    try {
      user = await addUser(db, given)
    } catch (error) {
      if (!(error instanceof UserError)) throw error
      const exists = error.message.startsWith('There is already')
      return reply
        .code(exists ? 409 : 400)
        .send({ error: exists ? 'exists' : 'invalid', message: error.message })
    }
    await recordAudit(db, { actor: request.deskUser, ...userAudit.added(user) })
    const account: DeskAccount = {
      ...user,
      createdAt: new Date().toISOString(),
      lastSignInAt: null,
    }
    return reply.code(201).send({ account })
  })

  app.post<{ Params: { id: string } }>(
    '/api/admin/accounts/:id/remove',
    adminOnly,
    async (request, reply) => {
      const { id } = request.params
      if (id === request.deskUser?.id) {
        return reply.code(400).send({
          error: 'invalid',
          message: 'You cannot remove your own account: ask another admin.',
        })
      }
      const account = (await listUsers(db)).find((user) => user.id === id)
      const removed = account && (await removeUser(db, account.email))
      if (!removed) {
        return reply.code(404).send({ error: 'not_found', message: 'There is no such user.' })
      }
      await recordAudit(db, { actor: request.deskUser, ...userAudit.removed(removed) })
      return reply.code(204).send()
    },
  )
}
