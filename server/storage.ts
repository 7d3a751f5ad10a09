import { closeSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

const schema = `
  CREATE TABLE IF NOT EXISTS leads (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    data TEXT NOT NULL,
    cv_file TEXT,
    cv_name TEXT,
    cv_type TEXT,
    cv_bytes INTEGER
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX IF NOT EXISTS outbox_lead ON outbox (lead_id);
`

export const databaseFile = 'leads.sqlite'
export const cvDirectory = 'cvs'

/** Opens (and creates when missing) the lead database in `dataDir`. */
export type LeadDatabase = Database.Database

export function openDatabase(dataDir: string): LeadDatabase {
  // Visitors' personal data: readable by the API's user only.
  mkdirSync(join(dataDir, cvDirectory), { recursive: true, mode: 0o700 })
  const file = join(dataDir, databaseFile)
  // Created owner-only when new; SQLite gives its -wal and -shm files the same permissions.
  closeSync(openSync(file, 'a', 0o600))
  // The busy timeout comes first: switching to WAL needs a lock another process (the CLI) may hold.
  const db = new Database(file, { timeout: 5000 })
  db.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the API answers 2xx, even if the machine loses power.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.exec(schema)
  return db
}

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so a
 * check-then-insert (idempotency keys, outbox claims) cannot interleave with another process.
 * An exception inside `work` rolls the transaction back.
 */
export function transaction<T>(db: LeadDatabase, work: () => T): T {
  return db.transaction(work).immediate()
}
