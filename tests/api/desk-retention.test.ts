import Fastify from 'fastify'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../server/shared/config.ts'
import { retentionDays } from '../../src/config/retention.ts'
import { retentionLockKey, runRetention, startRetention } from '../../server/desk/retention.ts'
import { startSession } from '../../server/desk/sessions.ts'
import { createLeadStore } from '../../server/intake/leads.ts'
import { openDatabase, type LeadDatabase } from '../../server/database/storage.ts'
import { createTestStore, engine, type TestStore } from './support/database.ts'
import { contactBody } from './support/forms.ts'
import { runCli } from './support/process.ts'

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

const now = new Date('2026-11-23T12:00:00.000Z')
const daysAgo = (days: number, from = now) =>
  new Date(from.getTime() - days * 86_400_000).toISOString()
const retention = { contactDays: 730, applicationDays: 180, keptApplicationDays: 365 }

/**
 * A lead as the forms store it (with its e-mail notification), received `days` ago; an
 * application with `keepCv` when its sender ticked "Keep my CV for future openings".
 */
async function lead(
  kind: 'contact' | 'application',
  days: number,
  from = now,
  keepCv = false,
): Promise<string> {
  const saved = await createLeadStore(database, { mail: true, webhook: false }).save({
    ...(kind === 'contact'
      ? { kind, form: 'enquiry' as const }
      : { kind, form: 'application' as const }),
    data:
      kind === 'contact' ? contactBody() : { job: 'senior-react-developer', name: 'Ravi', keepCv },
    idempotencyKey: undefined,
    ...(kind === 'application' && {
      cv: { name: 'cv.pdf', type: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
    }),
  })
  const id = saved.id ?? ''
  const { db } = database
  await db
    .updateTable('leads')
    .set({ created_at: daysAgo(days, from) })
    .where('id', '=', id)
    .execute()
  const outbox = await db
    .selectFrom('outbox')
    .select('id')
    .where('lead_id', '=', id)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('outbox_attempts')
    .values({ outbox_id: outbox.id, at: daysAgo(days), result: 'sent', detail: '250 OK' })
    .execute()
  await db
    .insertInto('audit_log')
    .values({
      at: daysAgo(days),
      actor_id: null,
      actor_email: 'sam@example.com',
      action: 'status',
      item_id: id,
      detail: 'New → Contacted',
    })
    .execute()
  return id
}

const ids = async (table: 'leads' | 'outbox') =>
  table === 'leads'
    ? (await database.db.selectFrom('leads').select('id').orderBy('id').execute()).map((r) => r.id)
    : (await database.db.selectFrom('outbox').select('lead_id').orderBy('lead_id').execute()).map(
        (r) => r.lead_id,
      )

describe(`retention (${engine})`, () => {
  it('deletes the enquiries and applications older than their limits, with their notifications and history', async () => {
    const oldContact = await lead('contact', 731)
    const keptContact = await lead('contact', 729)
    const oldApplications = [await lead('application', 181), await lead('application', 400)]
    const keptApplication = await lead('application', 179)
    // Kept for future openings: the longer period applies, and only to those.
    const keptCv = await lead('application', 364, now, true)
    const oldKeptCv = await lead('application', 366, now, true)

    const result = await runRetention(database, retention, now)
    expect(result).toEqual({ contacts: 1, applications: 3, skipped: false })
    const kept = [keptContact, keptApplication, keptCv].sort()
    expect(await ids('leads')).toEqual(kept)
    expect(await ids('outbox')).toEqual(kept)
    const { db } = database
    expect(await db.selectFrom('outbox_attempts').select('id').execute()).toHaveLength(3)
    const audit = await db.selectFrom('audit_log').selectAll().orderBy('id').execute()
    expect(
      audit
        .map((row) => row.item_id)
        .filter(Boolean)
        .sort(),
    ).toEqual(kept)
    expect(audit.at(-1)).toMatchObject({
      actor_id: null,
      actor_email: null,
      action: 'retention',
      item_id: null,
      detail:
        'deleted 1 enquiry and 3 applications older than 730 days (enquiries), 180 days (applications) and 365 days (applications whose CV was kept for future openings)',
    })
    expect(
      [...oldApplications, oldContact, oldKeptCv].some((id) => JSON.stringify(audit).includes(id)),
    ).toBe(false)

    // Nothing left to delete: no second entry.
    expect(await runRetention(database, retention, now)).toEqual({
      contacts: 0,
      applications: 0,
      skipped: false,
    })
    expect(await db.selectFrom('audit_log').select('id').execute()).toHaveLength(audit.length)
  })

  it('ends the sessions idle for longer than a working day', async () => {
    const { db } = database
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'sam@example.com',
        role: 'sales',
        password_hash: 'x',
        created_at: daysAgo(10),
      })
      .execute()
    await startSession(db, 'u1')
    await startSession(db, 'u1')
    const [idle] = await db.selectFrom('sessions').select('id_hash').execute()
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 9 * 3_600_000).toISOString() })
      .where('id_hash', '=', idle?.id_hash ?? '')
      .execute()
    await runRetention(database, retention)
    expect(await db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(1)
  })

  it.runIf(engine === 'postgres')(
    'skips the run while another process holds the retention lock',
    async () => {
      await lead('contact', 800)
      const other = new pg.Client({ connectionString: store.databaseUrl })
      await other.connect()
      try {
        await other.query('SELECT pg_advisory_lock($1)', [retentionLockKey])
        expect(await runRetention(database, retention, now)).toEqual({
          contacts: 0,
          applications: 0,
          skipped: true,
        })
        await other.query('SELECT pg_advisory_unlock($1)', [retentionLockKey])
        expect(await runRetention(database, retention, now)).toMatchObject({ contacts: 1 })
      } finally {
        await other.end()
      }
    },
  )

  it('runs in the API process shortly after start-up, and stops with it', async () => {
    await lead('contact', 800)
    const log = Fastify({ logger: false }).log
    const info = vi.spyOn(log, 'info')
    const job = startRetention({ database, retention, log, firstDelayMs: 10 })
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), { timeout: 10_000 })
    await job.stop()
    expect(info).toHaveBeenCalledWith(
      { contacts: 1, applications: 0, skipped: false },
      'retention run finished',
    )
    expect(await ids('leads')).toEqual([])
  })

  it('keeps leads for the periods of src/config/retention.ts, and `leads retention run` prints what it deleted', async () => {
    // The command goes by the clock, not by `now`.
    const today = new Date()
    const { enquiry, application, keptApplication } = retentionDays
    await lead('contact', enquiry + 1, today)
    await lead('contact', enquiry - 1, today)
    await lead('application', application + 1, today)
    await lead('application', application - 1, today)
    await lead('application', keptApplication + 1, today, true)
    await lead('application', keptApplication - 1, today, true)
    expect(loadConfig(store.env).retention).toEqual({
      contactDays: enquiry,
      applicationDays: application,
      keptApplicationDays: keptApplication,
    })
    const result = await runCli(['retention', 'run'], store.env)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe(
      `Deleted 1 enquiry and 2 applications (enquiries older than ${enquiry} days, applications older than ${application} days, or ${keptApplication} days when the CV was kept for future openings).\n`,
    )
    expect(await ids('leads')).toHaveLength(3)
  })

  it('refuses the retired RETAIN_* variables, which could contradict the privacy notice', () => {
    for (const name of ['RETAIN_LEADS_DAYS', 'RETAIN_APPLICATIONS_DAYS']) {
      expect(() => loadConfig({ ...store.env, [name]: '30' })).toThrow(
        new RegExp(
          `${name} is no longer read: the retention periods are set in src/config/retention.ts`,
        ),
      )
    }
  })
})
