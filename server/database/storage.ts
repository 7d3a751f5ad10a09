import { closeSync, mkdirSync, openSync } from 'node:fs'
import { readdir, rm, rmdir } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrate } from './migrations.ts'
import type { Engine, LeadSchema } from './schema.ts'
import { LeadSqliteDialect } from './sqlite-dialect.ts'

export type { Engine, LeadSchema } from './schema.ts'

export const databaseFile = 'leads.sqlite'
/** Where releases before the CVs moved into the database kept them. */
export const legacyCvDirectory = 'cvs'

export interface StorageOptions {
  dataDir: string
  /** postgres://…: the leads are in PostgreSQL; otherwise in DATA_DIR/leads.sqlite. */
  databaseUrl: string | undefined
}

export interface LeadDatabase {
  db: Kysely<LeadSchema>
  engine: Engine
  /** The better-sqlite3 connection (SQLite only): the backup command uses its online backup. */
  sqlite: Database.Database | undefined
  close: () => Promise<void>
}

/** Thrown when PostgreSQL cannot be used at start-up; names the variable, never its value. */
export class DatabaseUrlError extends Error {}

function openSqlite(dataDir: string): { db: Kysely<LeadSchema>; sqlite: Database.Database } {
  // Visitors' personal data: readable by the API's user only.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, databaseFile)
  // Created owner-only when new; SQLite gives its -wal and -shm files the same permissions.
  closeSync(openSync(file, 'a', 0o600))
  // The busy timeout comes first: switching to WAL needs a lock another process (the CLI) may hold.
  const sqlite = new Database(file, { timeout: 5000 })
  sqlite.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the API answers 2xx, even if the machine loses power.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  // SQLite's own lower() changes ASCII letters only; the desk's search (server/desk/inbox-filters.ts)
  // must find "ZOË" in "Zoë" as PostgreSQL does.
  sqlite.function('lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  )
  return {
    db: new Kysely<LeadSchema>({ dialect: new LeadSqliteDialect({ database: sqlite }) }),
    sqlite,
  }
}

/** Where a postgres:// URL points, without its user name and password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url)
    return `${hostname || 'localhost'}:${port || 5432}${pathname || '/'}`
  } catch {
    return 'the database'
  }
}

function openPostgres(url: string, onIdleError: (error: Error) => void): Kysely<LeadSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A host that drops packets must not hold a request (or the start-up) for minutes.
    connectionTimeoutMillis: 10_000,
    application_name: 'leads-api',
  })
  // An idle connection the server closed (restart, failover) is dropped and replaced on the
  // next query; without a listener the pool's 'error' event would end the process.
  pool.on('error', onIdleError)
  // A connection that dies while checked out (between a transaction's queries, or just taken
  // from the pool) fails its queries, which answer 503; its 'error' event must not also end
  // the process, and pg-pool listens only on idle connections.
  pool.on('connect', (client) => client.on('error', () => {}))
  return new Kysely<LeadSchema>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * Deletes the CV files of earlier releases once the migration has committed their contents
 * into the database; a file whose lead does not hold its content yet stays.
 */
async function removeMovedCvFiles(db: Kysely<LeadSchema>, dataDir: string): Promise<void> {
  const folder = join(dataDir, legacyCvDirectory)
  const names = await readdir(folder).catch(() => undefined)
  if (!names) return
  const moved = await db
    .selectFrom('leads')
    .select('cv_file')
    .where('cv_file', 'is not', null)
    .where('cv_content', 'is not', null)
    .execute()
  const inDatabase = new Set(moved.map((lead) => lead.cv_file))
  for (const name of names) {
    if (inDatabase.has(`${legacyCvDirectory}/${name}`)) await rm(join(folder, name))
  }
  await rmdir(folder).catch(() => undefined) // only when empty
}

/**
 * Opens the lead database and brings its schema up to date: PostgreSQL when DATABASE_URL is
 * set, otherwise DATA_DIR/leads.sqlite (created when missing).
 */
export async function openDatabase(
  options: StorageOptions,
  onIdleError: (error: Error) => void = () => {},
): Promise<LeadDatabase> {
  const { dataDir, databaseUrl } = options
  if (databaseUrl === undefined) {
    const { db, sqlite } = openSqlite(dataDir)
    try {
      await migrate(db, 'sqlite', dataDir)
      await removeMovedCvFiles(db, dataDir)
    } catch (error) {
      await db.destroy()
      throw error
    }
    return { db, engine: 'sqlite', sqlite, close: () => db.destroy() }
  }
  const db = openPostgres(databaseUrl, onIdleError)
  try {
    await migrate(db, 'postgres', dataDir)
  } catch (error) {
    await db.destroy()
    const reason = error instanceof Error ? error.message : String(error)
    throw new DatabaseUrlError(
      `DATABASE_URL: the PostgreSQL database at ${describeDatabaseUrl(databaseUrl)} cannot be used: ${reason}`,
      { cause: error },
    )
  }
  return { db, engine: 'postgres', sqlite: undefined, close: () => db.destroy() }
}
