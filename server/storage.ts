import { closeSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
// node:sqlite, not better-sqlite3: better-sqlite3's prebuilt binary cannot be downloaded here,
// and building it from source targets the machine's Node 20 headers while the API runs on
// Node 24, so the addon would not load. The built-in module needs no native build at all.
import { DatabaseSync } from 'node:sqlite'

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
export function openDatabase(dataDir: string): DatabaseSync {
  // Visitors' personal data: readable by the API's user only.
  mkdirSync(join(dataDir, cvDirectory), { recursive: true, mode: 0o700 })
  const file = join(dataDir, databaseFile)
  // Created owner-only when new; SQLite gives its -wal and -shm files the same permissions.
  closeSync(openSync(file, 'a', 0o600))
  const db = new DatabaseSync(file)
  // busy_timeout first: switching to WAL needs a lock another process (the CLI) may hold.
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA journal_mode = WAL')
  // FULL: a commit is on disk before the API answers 2xx, even if the machine loses power.
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec(schema)
  return db
}

/**
 * Runs `work` in one write transaction. IMMEDIATE takes the write lock up front, so a
 * check-then-insert (idempotency keys, outbox claims) cannot interleave with another process.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}
