import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { databaseFile, type LeadDatabase } from '../database/storage.ts'

/** What to run instead when the leads are in PostgreSQL: pg_dump's own consistent snapshot. */
export function pgDumpCommand(target: string): string {
  return `pg_dump --format=custom --file=${join(target, 'leads.dump')} "$DATABASE_URL"`
}

/**
 * A consistent copy of the SQLite database (its CVs included) while the API runs: SQLite's
 * online backup, safe in WAL mode, unlike copying the file. Refuses a non-empty target.
 */
export async function backupData(database: LeadDatabase, target: string) {
  if (!database.sqlite) throw new Error(`The leads are in PostgreSQL: ${pgDumpCommand(target)}`)
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: choose a new folder for the backup`)
  }
  mkdirSync(target, { recursive: true, mode: 0o700 })
  await database.sqlite.backup(join(target, databaseFile))
}
