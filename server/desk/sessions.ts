import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { sessionIdleMs, type DeskUser } from '../../src/admin/contract.ts'
import type { LeadSchema } from '../database/schema.ts'

/**
 * Desk sessions, stored in the database so that every replica knows them. The cookie carries
 * 32 random bytes; the table holds their SHA-256 only.
 */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex')

/** A new session for the user; returns the id for the cookie. */
export async function startSession(db: Kysely<LeadSchema>, userId: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const now = new Date().toISOString()
  await db
    .insertInto('sessions')
    .values({ id_hash: hashSessionId(id), user_id: userId, created_at: now, last_seen_at: now })
    .execute()
  return id
}

/** Touching a session more often than this would write on every request of a busy page. */
const touchEveryMs = 60_000

/**
 * The user of a live session, and the session kept alive; undefined for an unknown session or
 * one idle for longer than sessionIdleMs (which is deleted).
 */
export async function findSession(
  db: Kysely<LeadSchema>,
  id: string,
  now = Date.now(),
): Promise<DeskUser | undefined> {
  const idHash = hashSessionId(id)
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.role', 'sessions.last_seen_at'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst()
  if (!row) return undefined
  const idle = now - Date.parse(row.last_seen_at)
  if (idle > sessionIdleMs) {
    await endSession(db, id)
    return undefined
  }
  if (idle > touchEveryMs) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id_hash', '=', idHash)
      .execute()
  }
  return { id: row.id, email: row.email, role: row.role }
}

export async function endSession(db: Kysely<LeadSchema>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute()
}

/** Sessions idle for longer than sessionIdleMs: gone from the table (the daily job). */
export async function deleteIdleSessions(db: Kysely<LeadSchema>, now = Date.now()) {
  const cutoff = new Date(now - sessionIdleMs).toISOString()
  await db.deleteFrom('sessions').where('last_seen_at', '<', cutoff).execute()
}
