import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { deskApi, signInThrottle } from '../../src/admin/contract.ts'
import { clientIp, requestOrigin } from '../shared/client.ts'
import { recordAudit } from './audit.ts'
import type { DeskOptions } from './options.ts'
import { requireUser, sessionCookieName } from './require-user.ts'
import { endSession, findSession, startSession } from './sessions.ts'
import { forgetFailures, recordFailure, throttledFor } from './sign-in-throttle.ts'
import { checkPassword, normalizeEmail } from './users.ts'

/** No Max-Age: the browser drops the cookie when it closes; idle expiry is the server's. */
function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: requestOrigin(request)?.startsWith('https:') ?? false,
  } as const
}

const invalidCredentials = {
  error: 'invalid_credentials',
  message: 'The e-mail or password is not right.',
}

function credentials(body: unknown): { email: string; password: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { email, password } = body as Record<string, unknown>
  if (typeof email !== 'string' || typeof password !== 'string') return undefined
  return { email, password }
}

function throttled(reply: FastifyReply, seconds: number) {
  const minutes = Math.ceil(seconds / 60)
  return reply
    .code(429)
    .header('Retry-After', String(seconds))
    .send({
      error: 'rate_limited',
      message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds: seconds,
    })
}

/** Sign-in, the current user, sign-out (src/admin/contract.ts deskApi.session and signOut). */
export function sessionRoutes(app: FastifyInstance, { database: { db } }: DeskOptions) {
  const windowMinutes = signInThrottle.windowMs / 60_000

  app.post(deskApi.session, async (request, reply) => {
    const given = credentials(request.body)
    if (!given) {
      return reply.code(400).send({
        error: 'invalid',
        message: 'Send the e-mail and the password as a JSON object: {"email": …, "password": …}.',
      })
    }
    const attempt = { address: normalizeIP(clientIp(request)), email: normalizeEmail(given.email) }
    const wait = await throttledFor(db, attempt)
    if (wait > 0) return throttled(reply, wait)

    const user = await checkPassword(db, attempt.email, given.password)
    if (!user) {
      const reached = await recordFailure(db, attempt)
      // Once per pause, not per refused attempt: an attacker cannot flood the log.
      if (reached.email || reached.address) {
        await recordAudit(db, {
          actor: null,
          action: 'sign-in throttled',
          detail: reached.email
            ? `${signInThrottle.failures} failed sign-ins for ${attempt.email} in ${windowMinutes} minutes: its sign-ins are paused`
            : `${signInThrottle.failures} failed sign-ins from one address in ${windowMinutes} minutes: its sign-ins are paused`,
        })
      }
      return reply.code(401).send(invalidCredentials)
    }

    // A new session at every sign-in: a session id planted before it is worth nothing after.
    const name = sessionCookieName(request)
    const previous = request.cookies[name]
    if (previous) await endSession(db, previous)
    await forgetFailures(db, attempt.email)
    const sessionId = await startSession(db, user.id)
    await db
      .updateTable('users')
      .set({ last_sign_in_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute()
    await recordAudit(db, { actor: user, action: 'sign-in', detail: `signed in as ${user.role}` })
    reply.setCookie(name, sessionId, cookieOptions(request))
    return { user }
  })

  app.get(deskApi.session, { preHandler: requireUser(db) }, async (request) => ({
    user: request.deskUser,
  }))

  // Answers 204 with or without a live session: the browser ends up signed out either way.
  app.post(deskApi.signOut, async (request, reply) => {
    const name = sessionCookieName(request)
    const sessionId = request.cookies[name]
    if (sessionId) {
      const user = await findSession(db, sessionId)
      await endSession(db, sessionId)
      if (user) await recordAudit(db, { actor: user, action: 'sign-out', detail: 'signed out' })
    }
    reply.clearCookie(name, cookieOptions(request))
    return reply.code(204).send()
  })
}
