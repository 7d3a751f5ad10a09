import Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

/** The engine this run of the API tests uses: the api-postgres project provides a server. */
export const postgresUrl = inject('postgresUrl')
export const engine: 'sqlite' | 'postgres' = postgresUrl ? 'postgres' : 'sqlite'
/** A database the API's migrations have brought up to date (tests/support/postgres-setup.ts). */
const migratedTemplate = inject('postgresTemplate')

/** Where one test's leads live: a fresh DATA_DIR and, on PostgreSQL, a fresh database. */
export interface TestStore {
  dataDir: string
  databaseUrl: string | undefined
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL, for the API or the CLI. */
  env: Record<string, string>
  drop: () => Promise<void>
}

/**
 * The superuser's connection of this test file, kept between tests: a new connection for every
 * CREATE and DROP cost each PostgreSQL test about a tenth of a second.
 */
let adminPool: pg.Pool | undefined
function admin(): pg.Pool {
  adminPool ??= new pg.Pool({ connectionString: postgresUrl, max: 1, allowExitOnIdle: true })
  return adminPool
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * A fresh DATA_DIR and, on PostgreSQL, a fresh database: a copy of the migrated template, or with
 * `empty`, one without any table, for a test of what the API does on its first start.
 */
export async function createTestStore(options: { empty?: boolean } = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-data-'))
  let databaseUrl: string | undefined
  let name = ''
  if (postgresUrl) {
    name = `leads_${randomBytes(6).toString('hex')}`
    const template = options.empty ? 'template1' : (migratedTemplate ?? 'template1')
    await admin().query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    drop: async () => {
      if (postgresUrl) {
        await admin().query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Reads or changes the database as an operator would, through a connection of its own. */
export async function query<T = Record<string, unknown>>(
  store: Pick<TestStore, 'dataDir' | 'databaseUrl'>,
  text: string,
): Promise<T[]> {
  if (store.databaseUrl) {
    return withAdmin(store.databaseUrl, async (client) => (await client.query(text)).rows as T[])
  }
  const db = new Database(join(store.dataDir, 'leads.sqlite'))
  try {
    const statement = db.prepare(text)
    if (statement.reader) return statement.all() as T[]
    statement.run()
    return []
  } finally {
    db.close()
  }
}

export async function storedCounts(store: Pick<TestStore, 'dataDir' | 'databaseUrl'>) {
  const count = async (table: string) =>
    (await query<{ n: number }>(store, `SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`))[0]?.n
  return { leads: await count('leads'), outbox: await count('outbox') }
}

/** Makes every INSERT into `leads` fail, as a broken disk or schema would. */
export async function refuseLeadInserts(store: Pick<TestStore, 'dataDir' | 'databaseUrl'>) {
  if (store.databaseUrl) {
    await query(
      store,
      `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'disk full'; END $$`,
    )
    await query(
      store,
      'CREATE TRIGGER refuse BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse()',
    )
  } else {
    await query(
      store,
      `CREATE TRIGGER refuse BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    )
  }
}
