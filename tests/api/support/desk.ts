import { deskApi, type DeskUser, type Role } from '../../../src/admin/contract.ts'
import { addUser } from '../../../server/desk/users.ts'
import { openDatabase } from '../../../server/database/storage.ts'
import { xsrf, type TestApp } from './app.ts'
import type { TestStore } from './database.ts'

/**
 * Desk users and sessions for API tests.
 *
 *   const desk = await signedIn(api, 'sales')
 *   await api.app.inject({ method: 'GET', url: deskApi.items, headers: desk.headers })
 *   await api.post(deskApi.item(id), { headers: desk.headers, payload: { status: 'won' } })
 *
 * `headers` carry the session cookie and the anti-forgery cookie and header, so the same object
 * serves GETs and POSTs.
 */

/** A password long enough for minPasswordLength. */
export const deskPassword = 'correct horse battery staple'

export interface SignedIn {
  user: DeskUser
  /** `cookie` (session + XSRF-TOKEN) and `x-xsrf-token`, ready for inject(). */
  headers: { cookie: string; 'x-xsrf-token': string }
  /** The session cookie alone, as `name=value`. */
  sessionCookie: string
}

/** Stores a desk user as `leads users add` does (the API may be running or not). */
export async function addDeskUser(
  store: Pick<TestStore, 'dataDir' | 'databaseUrl'>,
  user: { email: string; role: Role; password?: string },
): Promise<DeskUser> {
  const database = await openDatabase(store)
  try {
    return await addUser(database.db, { ...user, password: user.password ?? deskPassword })
  } finally {
    await database.close()
  }
}

/** Signs in through POST /api/admin/session; throws unless it answers 200 with a cookie. */
export async function signIn(
  api: TestApp,
  email: string,
  password = deskPassword,
): Promise<SignedIn> {
  const response = await api.post(deskApi.session, {
    payload: { email, password },
    headers: { 'content-type': 'application/json' },
  })
  const cookie = response.cookies.find((c) => c.name.endsWith('desk_session'))
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in as ${email} answered ${response.statusCode}: ${response.body}`)
  }
  const sessionCookie = `${cookie.name}=${cookie.value}`
  return {
    user: response.json<{ user: DeskUser }>().user,
    sessionCookie,
    headers: { cookie: `${sessionCookie}; ${xsrf.cookie}`, 'x-xsrf-token': xsrf['x-xsrf-token'] },
  }
}

let counter = 0

/** A new user of the role (`<role>-<n>@example.com` unless `email` is given), signed in. */
export async function signedIn(
  api: TestApp,
  role: Role = 'sales',
  email = `${role}-${++counter}@example.com`,
): Promise<SignedIn> {
  await addDeskUser(api, { email, role })
  return signIn(api, email)
}
