import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { cvDirectory, databaseFile, type LeadDatabase } from './storage.ts'

/**
 * A consistent copy of DATA_DIR while the API runs: SQLite's online backup of the database
 * (safe in WAL mode, unlike copying the file) and the CV files. Refuses a non-empty target.
 */
export async function backupData(db: LeadDatabase, dataDir: string, target: string) {
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: choose a new folder for the backup`)
  }
  mkdirSync(target, { recursive: true })
  await db.backup(join(target, databaseFile))
  const cvs = join(dataDir, cvDirectory)
  if (existsSync(cvs))
    cpSync(cvs, join(target, cvDirectory), { recursive: true, preserveTimestamps: true })
}
