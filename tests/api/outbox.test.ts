import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isPermanentSmtpFailure,
  startOutbox,
  type SendResult,
} from '../../server/delivery/outbox.ts'
import { outboxBacklog } from '../../server/delivery/outbox-state.ts'
import { openDatabase, type LeadDatabase } from '../../server/database/storage.ts'
import { readCallHours, readEstimatorRates } from '../../server/intake/content-files.ts'
import { createTestStore, engine, type TestStore } from './support/database.ts'
import { startSmtp, type LocalSmtp } from './support/smtp.ts'
import { freePort } from '../support/ports.ts'

let store: TestStore
let database: LeadDatabase
let smtp: LocalSmtp | undefined
beforeEach(async () => {
  store = await createTestStore()
  database = await openDatabase(store)
})
afterEach(async () => {
  await smtp?.stop()
  smtp = undefined
  await database.close()
  await store.drop()
})

const log = Fastify({ logger: false }).log

async function addLead(
  id: string,
  createdAt: string,
  outbox: { sent?: boolean; failed?: boolean },
) {
  await database.db
    .insertInto('leads')
    .values({
      id,
      kind: 'contact',
      created_at: createdAt,
      idempotency_key: null,
      data: JSON.stringify({ name: 'Asha Mehta', email: 'asha@example.org' }),
      cv_file: null,
      cv_name: null,
      cv_type: null,
      cv_bytes: null,
      cv_content: null,
    })
    .execute()
  await database.db
    .insertInto('outbox')
    .values({
      lead_id: id,
      created_at: createdAt,
      next_attempt_at: createdAt,
      sent_at: outbox.sent ? createdAt : null,
      failed_at: outbox.failed ? createdAt : null,
    })
    .execute()
}

/** Sends the due notification once through an outbox of its own; resolves with what it saw. */
async function attempt(smtpPort: number): Promise<SendResult[]> {
  const results: SendResult[] = []
  const outbox = startOutbox({
    database,
    mail: {
      smtpUrl: `smtp://user:pass@127.0.0.1:${smtpPort}`,
      to: 'sales@example.com',
      from: 'web@example.com',
    },
    jobsDir: 'src/content/careers',
    estimator: readEstimatorRates('src/content/estimator.yaml'),
    callHours: readCallHours('src/content/call-hours.yaml'),
    pollMs: 10_000,
    retryBaseMs: 60_000,
    leaseMs: 60_000,
    log,
    onAttempt: (result) => results.push(result),
  })
  await vi.waitFor(() => expect(results.length).toBeGreaterThan(0), { timeout: 20_000 })
  await outbox.stop()
  return results
}

describe(`the outbox (${engine})`, () => {
  it('counts SMTP 5xx answers as permanent, connection errors and 4xx as transient', () => {
    expect(isPermanentSmtpFailure({ responseCode: 535 })).toBe(true)
    expect(isPermanentSmtpFailure({ responseCode: 550 })).toBe(true)
    expect(isPermanentSmtpFailure({ responseCode: 451 })).toBe(false)
    expect(isPermanentSmtpFailure({ code: 'ECONNECTION' })).toBe(false)
    expect(isPermanentSmtpFailure(new Error('socket hang up'))).toBe(false)
  })

  it.each([
    ['sent', undefined],
    ['failed', 'recipient'],
    ['failed', 'auth'],
  ] as const)(
    'reports one %s attempt to onAttempt (server refusing: %s)',
    async (result, refusal) => {
      smtp = await startSmtp(0, refusal)
      await addLead('lead-1', new Date().toISOString(), {})
      expect(await attempt(smtp.port)).toEqual([result])
      expect(smtp.mails).toHaveLength(result === 'sent' ? 1 : 0)
    },
  )

  it('reports a retry to onAttempt when the SMTP server does not answer', async () => {
    await addLead('lead-1', new Date().toISOString(), {})
    expect(await attempt(await freePort())).toEqual(['retry'])
  })

  it('gives the backlog: unsent, not failed notifications and the age of the oldest', async () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z')
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()
    expect(await outboxBacklog(database, now)).toEqual({ items: 0, oldestSeconds: 0 })
    await addLead('sent', ago(3600), { sent: true })
    await addLead('failed', ago(1800), { failed: true })
    expect(await outboxBacklog(database, now)).toEqual({ items: 0, oldestSeconds: 0 })
    await addLead('waiting', ago(30), {})
    await addLead('retrying', ago(120), {})
    expect(await outboxBacklog(database, now)).toEqual({ items: 2, oldestSeconds: 120 })
  })
})
