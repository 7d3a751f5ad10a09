import { randomBytes, randomUUID } from 'node:crypto'
import argon2 from 'argon2'
import type { Kysely } from 'kysely'
import {
  minPasswordLength,
  roles,
  type DeskAccount,
  type DeskUser,
  type Role,
} from '../../src/admin/contract.ts'
import type { LeadSchema } from '../database/schema.ts'

/**
 * The people who may sign in to the sales desk, and their passwords. Added, listed and removed
 * from the command line (`leads users …`, server/desk/user-commands.ts); the API only reads them.
 */

/** A refusal the operator can act on: the CLI prints its message, nothing was stored. */
export class UserError extends Error {}

/**
 * argon2id with OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1): about 0.1 s per hash on
 * one core, quick enough for a sign-in and slow for anyone guessing through a stolen table.
 */
const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export const hashPassword = (password: string) => argon2.hash(password, hashOptions)

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailProblem(email: string): string | undefined {
  if (email.length > 254 || !emailPattern.test(email)) {
    return `Not an e-mail address: "${email}". Enter one like name@company.com.`
  }
  return undefined
}

export function passwordProblem(password: string): string | undefined {
  if ([...password].length < minPasswordLength) {
    return `The password is too short: it needs at least ${minPasswordLength} characters.`
  }
  return undefined
}

export function roleProblem(role: string | undefined): string | undefined {
  if (role === undefined) return `Name the user's role: --role ${roles.join('|')}.`
  if (!(roles as readonly string[]).includes(role)) {
    return `Unknown role: "${role}". A role is one of ${roles.join(', ')}.`
  }
  return undefined
}

/** Hashed once, on first use: an unknown e-mail costs the same verify as a known one. */
let standIn: Promise<string> | undefined
const standInHash = () => (standIn ??= hashPassword(randomBytes(24).toString('base64url')))

/**
 * The user whose e-mail and password these are, or undefined. Takes the time of one argon2
 * verify whether or not the e-mail names a user, so the answer's timing tells nothing.
 */
export async function checkPassword(
  db: Kysely<LeadSchema>,
  email: string,
  password: string,
): Promise<DeskUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
  const hash = row?.password_hash ?? (await standInHash())
  const matches = await argon2.verify(hash, password).catch(() => false)
  if (!row || !matches) return undefined
  return { id: row.id, email: row.email, role: row.role }
}

export type UserListing = DeskAccount

export async function listUsers(db: Kysely<LeadSchema>): Promise<UserListing[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'created_at', 'last_sign_in_at'])
    .orderBy('email')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  }))
}

export async function findUser(
  db: Kysely<LeadSchema>,
  email: string,
): Promise<DeskUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

/** Throws UserError for an invalid e-mail, role or password, or an e-mail already in use. */
export async function addUser(
  db: Kysely<LeadSchema>,
  input: { email: string; role: string; password: string },
): Promise<DeskUser> {
  const email = normalizeEmail(input.email)
  const problem = emailProblem(email) ?? roleProblem(input.role) ?? passwordProblem(input.password)
  if (problem) throw new UserError(problem)
  if (await findUser(db, email)) throw new UserError(`There is already a user ${email}.`)
  const user: DeskUser = { id: randomUUID(), email, role: input.role as Role }
  await db
    .insertInto('users')
    .values({
      ...user,
      password_hash: await hashPassword(input.password),
      created_at: new Date().toISOString(),
      last_sign_in_at: null,
    })
    .execute()
  return user
}

/** Signs the user out everywhere. */
export async function endSessionsOf(db: Kysely<LeadSchema>, userId: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** What a removal or password reset did: whose, and how many sessions it ended. */
export interface UserChange extends DeskUser {
  endedSessions: number
}

export const sessionsEnded = (count: number) =>
  count === 1 ? 'ended 1 session' : `ended ${count} sessions`

/** The audit entries of user changes, the same whether the CLI or an admin in the desk made them. */
export const userAudit = {
  added: (user: DeskUser) => ({
    action: 'user added',
    detail: `added ${user.role === 'admin' ? 'an' : 'a'} ${user.role} user, ${user.email}`,
  }),
  removed: (change: UserChange) => ({
    action: 'user removed',
    detail: `removed the ${change.role} user ${change.email}; ${sessionsEnded(change.endedSessions)}`,
  }),
}

/** Removes the user and ends their sessions; undefined when there is no such user. */
export async function removeUser(
  db: Kysely<LeadSchema>,
  email: string,
): Promise<UserChange | undefined> {
  const user = await findUser(db, email)
  if (!user) return undefined
  return db.transaction().execute(async (trx) => {
    const endedSessions = await endSessionsOf(trx, user.id)
    // Their items have no owner any more (the history still names them).
    await trx.updateTable('leads').set({ owner_id: null }).where('owner_id', '=', user.id).execute()
    await trx.deleteFrom('users').where('id', '=', user.id).execute()
    return { ...user, endedSessions }
  })
}

/** A new password for the user, whose sessions end; undefined when there is no such user. */
export async function resetPassword(
  db: Kysely<LeadSchema>,
  email: string,
  password: string,
): Promise<UserChange | undefined> {
  const problem = passwordProblem(password)
  if (problem) throw new UserError(problem)
  const user = await findUser(db, email)
  if (!user) return undefined
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .execute()
    return { ...user, endedSessions: await endSessionsOf(trx, user.id) }
  })
}
