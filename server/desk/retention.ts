import { sql } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../shared/config.ts'
import type { LeadDatabase } from '../database/storage.ts'
import { recordAudit } from './audit.ts'
import { deleteLeads, describeCounts, type DeletedCounts } from './delete-leads.ts'
import { deleteIdleSessions } from './sessions.ts'

export type Retention = Config['retention']

const dayMs = 86_400_000
/** Any number unique to this job: PostgreSQL's advisory lock key for a retention run. */
export const retentionLockKey = 724_011

/**
 * Deletes the enquiries older than `contactDays` and the applications older than
 * `applicationDays`, or `keptApplicationDays` when the applicant asked us to keep the CV for
 * future openings (by when they were received), with their CVs, notifications and history,
 * and sessions idle for too long. One transaction; an audit entry (actor: the system) is
 * recorded when something was deleted, so a daily run on every replica does not fill the log
 * with empty entries. Replicas running it at once: on PostgreSQL the first takes an advisory
 * lock and the others skip the run (`skipped`); on SQLite the write lock makes them take turns,
 * and the later ones find nothing left to delete.
 */
export async function runRetention(
  database: LeadDatabase,
  retention: Retention,
  now: Date = new Date(),
): Promise<DeletedCounts & { skipped: boolean }> {
  const { db, engine } = database
  const cutoff = (days: number) => new Date(now.getTime() - days * dayMs).toISOString()
  const result = await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${retentionLockKey}) as locked`.execute(trx)
      if (!rows[0]?.locked) return { contacts: 0, applications: 0, skipped: true }
    }
    const expired = await trx
      .selectFrom('leads')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('kind', '=', 'contact'),
            eb('created_at', '<', cutoff(retention.contactDays)),
          ]),
          eb.and([
            eb('kind', '=', 'application'),
            eb('keep_cv', '=', 0),
            eb('created_at', '<', cutoff(retention.applicationDays)),
          ]),
          eb.and([
            eb('kind', '=', 'application'),
            eb('keep_cv', '=', 1),
            eb('created_at', '<', cutoff(retention.keptApplicationDays)),
          ]),
        ]),
      )
      .execute()
    const counts = await deleteLeads(
      trx,
      expired.map((lead) => lead.id),
    )
    if (counts.contacts + counts.applications > 0) {
      await recordAudit(trx, {
        actor: null,
        action: 'retention',
        detail: `deleted ${describeCounts(counts)} older than ${retention.contactDays} days (enquiries), ${retention.applicationDays} days (applications) and ${retention.keptApplicationDays} days (applications whose CV was kept for future openings)`,
      })
    }
    return { ...counts, skipped: false }
  })
  await deleteIdleSessions(db, now.getTime())
  return result
}

/** The first run waits this long after start-up, so a restart loop does not run it each time. */
export const retentionFirstDelayMs = 60_000
export const retentionIntervalMs = dayMs

/**
 * Runs retention in the API process: once shortly after start-up, then every 24 hours. The
 * timer never keeps the process alive; `stop` waits for a run in progress.
 */
export function startRetention(options: {
  database: LeadDatabase
  retention: Retention
  log: FastifyBaseLogger
  firstDelayMs?: number
}) {
  const { log } = options
  let stopped = false
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = runRetention(options.database, options.retention)
        .then(
          (result) => log.info(result, 'retention run finished'),
          (error: unknown) => log.error({ err: error }, 'retention run failed'),
        )
        .finally(() => {
          running = undefined
          if (!stopped) schedule(retentionIntervalMs)
        })
    }, delay)
    timer.unref()
  }
  schedule(options.firstDelayMs ?? retentionFirstDelayMs)
  return {
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
