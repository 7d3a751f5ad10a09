import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type LeadDatabase } from '../../server/database/storage.ts'
import { createTestStore, engine, type TestStore } from './support/database.ts'
import { root } from './support/process.ts'

const node = join(root, 'node_modules/.bin/node')
let store: TestStore
let database: LeadDatabase

beforeEach(async () => {
  store = await createTestStore()
  database = await openDatabase(store)
})
afterEach(async () => {
  await database.close()
  await store.drop()
})

const count = async () =>
  Number(
    (
      await database.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  )

const insertLead = (db: LeadDatabase['db'], id: string) =>
  db
    .insertInto('leads')
    .values({
      id,
      kind: 'contact',
      created_at: '2026-11-22T00:00:00Z',
      idempotency_key: null,
      data: '{}',
      cv_file: null,
      cv_name: null,
      cv_type: null,
      cv_bytes: null,
      cv_content: null,
    })
    .execute()

describe(`the lead database (${engine})`, () => {
  it.runIf(engine === 'sqlite')(
    'runs in WAL mode with synchronous=FULL and foreign keys enforced',
    () => {
      const db = database.sqlite
      expect(db?.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db?.pragma('synchronous', { simple: true })).toBe(2) // 2 = FULL
      expect(db?.pragma('foreign_keys', { simple: true })).toBe(1)
      expect(db?.pragma('busy_timeout', { simple: true })).toBe(5000)
    },
  )

  /** A second process holding a transaction on this database until `release()`. */
  async function holdTransaction(mode: 'ours' | 'raw') {
    const child = spawn(
      node,
      [join(root, 'tests/api/support/hold-transaction.ts'), mode, store.dataDir],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    )
    const exited = once(child, 'exit')
    const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
    expect(chunk.toString()).toBe('holding\n')
    return {
      release: async () => {
        child.stdin.end()
        const [code] = (await exited) as [number | null]
        expect(code).toBe(0)
      },
    }
  }

  it.runIf(engine === 'sqlite')(
    'takes the write lock at BEGIN (IMMEDIATE): another process cannot begin a write while one of ours is open, even before its first statement',
    async () => {
      const other = new Database(join(store.dataDir, 'leads.sqlite'), { timeout: 0 })
      const beginWrite = () => {
        other.exec('BEGIN IMMEDIATE')
        other.exec('ROLLBACK')
      }
      beginWrite() // nothing holds the lock yet
      const ours = await holdTransaction('ours')
      // A deferred BEGIN would hold no lock at all here.
      expect(beginWrite).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }))
      await ours.release()
      beginWrite()
      other.close()
    },
  )

  it.runIf(engine === 'sqlite')(
    "waits at BEGIN for another process's write transaction, and fails busy there, before running any of its work",
    async () => {
      const theirs = await holdTransaction('raw')
      let started = false
      await expect(
        database.db.transaction().execute(async (trx) => {
          started = true
          await insertLead(trx, 'a')
        }),
      ).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
      // A deferred BEGIN would succeed and fail only at the INSERT, with the work half done.
      expect(started).toBe(false)
      await theirs.release()
      await database.db.transaction().execute((trx) => insertLead(trx, 'a'))
      expect(await count()).toBe(1)
    },
    30_000,
  )

  it('commits the work of a transaction', async () => {
    await database.db.transaction().execute(async (trx) => {
      await insertLead(trx, 'a')
      await insertLead(trx, 'b')
    })
    expect(await count()).toBe(2)
  })

  it('rolls the whole transaction back when its work throws', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await insertLead(trx, 'a')
        throw new Error('the CV could not be stored')
      }),
    ).rejects.toThrow('the CV could not be stored')
    expect(await count()).toBe(0)
  })

  it('refuses an outbox row for a lead that does not exist', async () => {
    await expect(
      sql`INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES ('missing', 'now', 'now')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/FOREIGN KEY|foreign key/)
  })
})
