import { randomUUID } from 'node:crypto'
import type { Role } from '../../../src/admin/contract.ts'
import { startSession } from '../../../server/desk/sessions.ts'
import { openDatabase } from '../../../server/storage.ts'
import { token } from './app.ts'
import type { TestStore } from './database.ts'

export interface DeskSession {
  user: { id: string; email: string; role: Role }
  /** A signed-in browser's cookies and anti-forgery header. */
  headers: { cookie: string; 'x-xsrf-token': string }
}

/**
 * A desk user and a live session, written straight into the test's database (no password is
 * checked: the sign-in route is tested on its own).
 */
export async function deskSession(
  store: Pick<TestStore, 'dataDir' | 'databaseUrl'>,
  role: Role = 'admin',
  email = `${role}-${randomUUID().slice(0, 8)}@example.com`,
): Promise<DeskSession> {
  const database = await openDatabase(store)
  try {
    const user = { id: randomUUID(), email, role }
    await database.db
      .insertInto('users')
      .values({ ...user, password_hash: 'not-a-hash', created_at: new Date().toISOString() })
      .execute()
    const id = await startSession(database.db, user.id)
    return {
      user,
      headers: { cookie: `desk_session=${id}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    }
  } finally {
    await database.close()
  }
}
