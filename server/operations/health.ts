import { randomUUID } from 'node:crypto'
import { rm, statfs, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { bodyLimits } from '../intake/limits.ts'
import { failedNotifications } from '../delivery/outbox-state.ts'
import type { Engine, LeadDatabase } from '../database/storage.ts'

/** `unused`: the data folder with PostgreSQL; `unknown`: mail, when the database cannot be read. */
export type CheckResult = 'ok' | 'failed' | 'off' | 'unused' | 'unknown'

export interface HealthReport {
  status: 'ok' | 'unavailable'
  database: Engine
  checks: { database: CheckResult; dataDir: CheckResult; mail: CheckResult }
  /** Why the status is not ok, in words an operator can act on; empty when ok. */
  reasons: string[]
}

/** Below this, the data folder cannot take one application with its CV (and its WAL copy). */
export const minFreeBytes = bodyLimits.application

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

class RolledBack extends Error {}

/**
 * A real write that is rolled back: a lead row inserted and undone, so a database that takes
 * no writes (locked past the busy timeout, read-only, a PostgreSQL standby, a failing trigger)
 * fails here as a visitor's submission would.
 */
async function probeDatabase(database: LeadDatabase): Promise<void> {
  await database.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id: `health-${randomUUID()}`,
          kind: 'contact',
          created_at: new Date().toISOString(),
          idempotency_key: null,
          data: '{}',
          cv_file: null,
          cv_name: null,
          cv_type: null,
          cv_bytes: null,
          cv_content: null,
        })
        .execute()
      throw new RolledBack()
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
}

/**
 * SQLite commits into DATA_DIR (WAL first), so the folder must take new bytes: a rolled-back
 * write never reaches the disk and would not show a full or read-only folder. Returns why not.
 */
async function probeDataDir(dataDir: string): Promise<string | undefined> {
  try {
    const { bavail, bsize } = await statfs(dataDir)
    const free = bavail * bsize
    if (free < minFreeBytes) {
      return `the data folder is full: ${megabytes(free)} free, less than one application with its CV needs (${megabytes(minFreeBytes)})`
    }
    const probe = join(dataDir, `.health-${process.pid}`)
    await writeFile(probe, 'ok', { mode: 0o600 })
    await rm(probe, { force: true })
    return undefined
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'EROFS') return 'the data folder is read-only'
    if (code === 'ENOSPC' || code === 'EDQUOT') return 'the data folder is full'
    return `the data folder cannot be written (${String(code ?? error)})`
  }
}

export interface HealthOptions {
  database: LeadDatabase
  dataDir: string
  mailOn: boolean
  log: FastifyBaseLogger
}

async function check(options: HealthOptions): Promise<HealthReport> {
  const { database, log } = options
  const reasons: string[] = []
  const checks: HealthReport['checks'] = { database: 'ok', dataDir: 'unused', mail: 'ok' }
  try {
    await probeDatabase(database)
  } catch (error) {
    log.error({ err: error }, 'health check: the database cannot be written')
    checks.database = 'failed'
    const code = (error as { code?: unknown }).code
    reasons.push(`the database cannot be written${typeof code === 'string' ? ` (${code})` : ''}`)
  }
  // With PostgreSQL nothing is written to DATA_DIR: its state does not matter.
  if (database.engine === 'sqlite') {
    const problem = await probeDataDir(options.dataDir)
    checks.dataDir = problem ? 'failed' : 'ok'
    if (problem) reasons.push(problem)
  }
  if (checks.database === 'ok') {
    const failed = await failedNotifications(database)
    if (failed > 0) {
      checks.mail = 'failed'
      reasons.push(
        `${failed} lead e-mail(s) refused by the SMTP server for good: fix the SMTP settings, then run leads outbox retry --all`,
      )
    } else if (!options.mailOn) {
      checks.mail = 'off'
    }
  } else {
    checks.mail = 'unknown'
  }
  return {
    status: reasons.length === 0 ? 'ok' : 'unavailable',
    database: database.engine,
    checks,
    reasons,
  }
}

/**
 * The health check behind /api/health. Requests that arrive while one runs share its answer,
 * so a burst of polls costs one round of probes.
 */
export function healthCheck(options: HealthOptions): () => Promise<HealthReport> {
  let running: Promise<HealthReport> | undefined
  return () => {
    running ??= check(options).finally(() => {
      running = undefined
    })
    return running
  }
}
