import type { Kysely } from 'kysely'
import { signInThrottle } from '../../src/admin/contract.ts'
import type { LeadSchema } from '../database/schema.ts'

/**
 * Failed sign-ins per client address and per account e-mail, kept in the database so that every
 * replica counts the same failures. When either has reached signInThrottle.failures within the
 * window, further attempts are refused without looking at the password.
 */

export interface Attempt {
  /** normalizeIP(clientIp(request)). */
  address: string
  /** Lower case, as typed: it may name no account. */
  email: string
}

const { failures: limit, windowMs } = signInThrottle

/**
 * Seconds until an attempt would be looked at again, or 0 when it may be made now: when the
 * (count − limit + 1)th oldest failure of the window has left it, fewer than `limit` remain.
 */
export function secondsUntilFree(times: string[], now: number): number {
  if (times.length < limit) return 0
  const freeing = times[times.length - limit]
  if (freeing === undefined) return 0
  return Math.max(1, Math.ceil((Date.parse(freeing) + windowMs - now) / 1000))
}

async function failureTimes(
  db: Kysely<LeadSchema>,
  column: 'address' | 'email',
  value: string,
  now: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('at')
    .where(column, '=', value)
    .where('at', '>', new Date(now - windowMs).toISOString())
    .orderBy('at')
    .execute()
  return rows.map((row) => row.at)
}

/** 0 when the attempt may go ahead, otherwise the seconds to wait (for Retry-After). */
export async function throttledFor(
  db: Kysely<LeadSchema>,
  attempt: Attempt,
  now = Date.now(),
): Promise<number> {
  const [byAddress, byEmail] = await Promise.all([
    failureTimes(db, 'address', attempt.address, now),
    failureTimes(db, 'email', attempt.email, now),
  ])
  return Math.max(secondsUntilFree(byAddress, now), secondsUntilFree(byEmail, now))
}

/**
 * Counts a failed attempt and forgets those that have left the window. Returns what the
 * failure has just brought to the limit (for the audit log), if anything.
 */
export async function recordFailure(
  db: Kysely<LeadSchema>,
  attempt: Attempt,
  now = Date.now(),
): Promise<{ address: boolean; email: boolean }> {
  await db
    .insertInto('sign_in_failures')
    .values({ at: new Date(now).toISOString(), ...attempt })
    .execute()
  await db
    .deleteFrom('sign_in_failures')
    .where('at', '<=', new Date(now - windowMs).toISOString())
    .execute()
  const [byAddress, byEmail] = await Promise.all([
    failureTimes(db, 'address', attempt.address, now),
    failureTimes(db, 'email', attempt.email, now),
  ])
  return { address: byAddress.length === limit, email: byEmail.length === limit }
}

/**
 * After a good password: that account's failures no longer count (other accounts' failures
 * from the same address still do), and those that have left the window go.
 */
export async function forgetFailures(
  db: Kysely<LeadSchema>,
  email: string,
  now = Date.now(),
): Promise<void> {
  const cutoff = new Date(now - windowMs).toISOString()
  await db
    .deleteFrom('sign_in_failures')
    .where((eb) => eb.or([eb('email', '=', email), eb('at', '<=', cutoff)]))
    .execute()
}
