import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { sessionCookie, type DeskUser, type Role } from '../../src/admin/contract.ts'
import { requestOrigin } from '../shared/client.ts'
import type { LeadSchema } from '../database/schema.ts'
import { findSession } from './sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in desk user; set by requireUser. */
    deskUser: DeskUser | null
  }
}

/** Over HTTPS the cookie is `__Host-` prefixed (Secure, Path=/, no Domain). */
export function sessionCookieName(request: FastifyRequest): string {
  return requestOrigin(request)?.startsWith('https:') ? sessionCookie.https : sessionCookie.http
}

export const notSignedIn = {
  error: 'unauthorized',
  message: 'Sign in to use the sales desk.',
}
export const adminsOnly = { error: 'forbidden', message: 'Only admins can do this.' }

/**
 * preHandler for desk routes: 401 without a live session, 403 when `role` is required and the
 * user has another. Sets request.deskUser.
 */
export function requireUser(db: Kysely<LeadSchema>, role?: Role) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const id = request.cookies[sessionCookieName(request)]
    const user = id ? await findSession(db, id) : undefined
    if (!user) return reply.code(401).header('Cache-Control', 'no-store').send(notSignedIn)
    if (role && user.role !== role) return reply.code(403).send(adminsOnly)
    request.deskUser = user
  }
}
