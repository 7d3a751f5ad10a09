import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type LeadDatabase } from '../../server/storage.ts'
import { createTestStore, engine, type TestStore } from './support/database.ts'

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

  it.runIf(engine === 'sqlite')('starts every transaction with the write lock held', async () => {
    const locked = await database.db.transaction().execute(async (trx) => {
      await insertLead(trx, 'a')
      // A deferred transaction holds no lock before its first write; IMMEDIATE holds it already.
      return database.sqlite?.inTransaction
    })
    expect(locked).toBe(true)
    expect(await count()).toBe(1)
  })

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
