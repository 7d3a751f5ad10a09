import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, transaction, type LeadDatabase } from '../../server/storage.ts'

let dataDir: string
let db: LeadDatabase

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'api-storage-'))
  db = openDatabase(dataDir)
})
afterEach(async () => {
  db.close()
  await rm(dataDir, { recursive: true, force: true })
})

const count = () =>
  db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads').get()?.n ?? Number.NaN

function insertLead(id: string) {
  db.prepare(
    `INSERT INTO leads (id, kind, created_at, data) VALUES (?, 'contact', '2026-11-22T00:00:00Z', '{}')`,
  ).run(id)
}

describe('the lead database (better-sqlite3)', () => {
  it('runs in WAL mode with synchronous=FULL and foreign keys enforced', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('synchronous', { simple: true })).toBe(2) // 2 = FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
  })

  it('commits the work of a transaction, inside an immediate write lock', () => {
    const locked = transaction(db, () => {
      insertLead('a')
      return db.inTransaction
    })
    expect(locked).toBe(true)
    expect(db.inTransaction).toBe(false)
    expect(count()).toBe(1)
  })

  it('rolls the whole transaction back when its work throws', () => {
    expect(() =>
      transaction(db, () => {
        insertLead('a')
        throw new Error('the CV could not be stored')
      }),
    ).toThrow('the CV could not be stored')
    expect(db.inTransaction).toBe(false)
    expect(count()).toBe(0)
  })

  it('refuses an outbox row for a lead that does not exist', () => {
    expect(() =>
      db
        .prepare(
          `INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES ('missing', 'now', 'now')`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/)
  })
})
