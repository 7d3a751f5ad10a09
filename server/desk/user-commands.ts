import { createInterface } from 'node:readline'
import type { Kysely } from 'kysely'
import type { LeadSchema } from '../database/schema.ts'
import { recordAudit } from './audit.ts'
import {
  addUser,
  emailProblem,
  findUser,
  listUsers,
  normalizeEmail,
  passwordProblem,
  removeUser,
  resetPassword,
  roleProblem,
  sessionsEnded,
  userAudit,
  UserError,
  type UserListing,
} from './users.ts'

/**
 * `leads users add|list|remove|reset-password`: the desk's users are managed on the server, by
 * whoever may run commands in its container. Each change is written to the audit log with no
 * actor (the operator has no desk account of their own here).
 */

export const usersUsage = `npm run --silent leads -- users add <email> --role admin|sales
       npm run --silent leads -- users list [--format text|json]
       npm run --silent leads -- users remove <email>
       npm run --silent leads -- users reset-password <email>`

/** Reads a line from the terminal without echoing it; Ctrl-C cancels. */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = (outcome: () => void) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      outcome()
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          return finish(() => resolve(value))
        }
        if (char === '\u0003') {
          return finish(() => reject(new UserError('Cancelled: nothing was changed.')))
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('')
        else if (char >= ' ') value += char
      }
    }
    process.stderr.write(prompt)
    stdin.setEncoding('utf8')
    stdin.setRawMode(true)
    stdin.resume()
    stdin.on('data', onData)
  })
}

/** The first two lines of standard input (a pipe or a file), without their line ends. */
async function readTwoLines(): Promise<string[]> {
  const lines: string[] = []
  const reader = createInterface({ input: process.stdin, crlfDelay: Infinity })
  for await (const line of reader) {
    lines.push(line)
    if (lines.length === 2) break
  }
  reader.close()
  return lines
}

/**
 * The new password, typed twice: hidden on a terminal, otherwise two lines of standard input.
 * Throws UserError when the two differ or the password is too short.
 */
export async function readNewPassword(): Promise<string> {
  let first: string | undefined
  let second: string | undefined
  if (process.stdin.isTTY) {
    first = await readHidden('New password: ')
    second = await readHidden('The same password again: ')
  } else {
    ;[first, second] = await readTwoLines()
    if (second === undefined) {
      throw new UserError(
        'Standard input is not a terminal: give the password twice, on two lines. Nothing was changed.',
      )
    }
  }
  if (first !== second) throw new UserError('The two passwords differ. Nothing was changed.')
  const problem = passwordProblem(first ?? '')
  if (problem) throw new UserError(`${problem} Nothing was changed.`)
  return first ?? ''
}

function usersTable(users: UserListing[]): string {
  if (users.length === 0) {
    return 'No desk user yet: add one with `leads users add <email> --role admin`.\n'
  }
  const lines = users.map((user) =>
    [user.email, user.role, user.createdAt, user.lastSignInAt ?? 'never'].join('\t'),
  )
  return `${['email', 'role', 'created', 'last sign-in'].join('\t')}\n${lines.join('\n')}\n`
}

/**
 * Runs one `users` command. Throws UserError for what the operator can put right (the CLI
 * prints its message and exits with 1).
 */
export async function runUsersCommand(
  db: Kysely<LeadSchema>,
  args: string[],
  options: { role: string | undefined; format: string | undefined },
): Promise<void> {
  const [action, email, ...extra] = args
  const needsEmail = action === 'add' || action === 'remove' || action === 'reset-password'
  if (!needsEmail && action !== 'list') {
    throw new UserError(`Unknown command: users ${args.join(' ')}`.trim())
  }
  if (extra.length > 0 || (needsEmail ? email === undefined : email !== undefined)) {
    throw new UserError(
      needsEmail && email === undefined
        ? `Name the user: users ${action} <email>.`
        : `Unexpected arguments: users ${args.join(' ')}`,
    )
  }
  if (action === 'list') {
    const format = options.format ?? 'text'
    if (format !== 'text' && format !== 'json') throw new UserError(`Unknown format: ${format}`)
    const users = await listUsers(db)
    process.stdout.write(
      format === 'json' ? `${JSON.stringify(users, null, 2)}\n` : usersTable(users),
    )
    return
  }
  if (email === undefined) return // checked above; narrows the type
  const address = normalizeEmail(email)
  if (action === 'add') {
    // Everything that can be checked before the password is asked for.
    const problem = emailProblem(address) ?? roleProblem(options.role)
    if (problem) throw new UserError(problem)
    if (await findUser(db, address)) throw new UserError(`There is already a user ${address}.`)
    const user = await addUser(db, {
      email: address,
      role: options.role ?? '',
      password: await readNewPassword(),
    })
    await recordAudit(db, { actor: null, ...userAudit.added(user) })
    process.stderr.write(`Added ${user.email} (${user.role}). They can sign in to the desk now.\n`)
    return
  }
  const noSuchUser = () => new UserError(`There is no user ${address}. Nothing was changed.`)
  if (!(await findUser(db, address))) throw noSuchUser()
  if (action === 'remove') {
    const removed = await removeUser(db, address)
    if (!removed) throw noSuchUser()
    await recordAudit(db, { actor: null, ...userAudit.removed(removed) })
    process.stderr.write(`Removed ${removed.email}; ${sessionsEnded(removed.endedSessions)}.\n`)
    return
  }
  const changed = await resetPassword(db, address, await readNewPassword())
  if (!changed) throw noSuchUser()
  await recordAudit(db, {
    actor: null,
    action: 'password reset',
    detail: `reset the password of the ${changed.role} user ${changed.email}; ${sessionsEnded(changed.endedSessions)}`,
  })
  process.stderr.write(
    `New password set for ${changed.email}; ${sessionsEnded(changed.endedSessions)}.\n`,
  )
}
