import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { createTransport } from 'nodemailer'
import type { LeadSchema } from './database/schema.ts'
import { leadColumns, toLeadRecord } from './lead-record.ts'
import { leadMail } from './mail.ts'
import type { LeadDatabase } from './storage.ts'

export interface OutboxOptions {
  database: LeadDatabase
  mail: { smtpUrl: string; to: string; from: string }
  pollMs: number
  retryBaseMs: number
  /** How long a claimed row belongs to this process before another may take it over. */
  leaseMs: number
  log: FastifyBaseLogger
  /** Told the result of every attempt to send (metrics.ts counts them). */
  onAttempt?: (result: 'sent' | 'retry' | 'failed') => void
}

/** Notifications not sent yet, and the age of the oldest, for the metrics. */
export async function outboxBacklog(database: LeadDatabase) {
  const row = await database.db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll<number>().as('items'), eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .executeTakeFirst()
  const oldest = row?.oldest ? Date.parse(String(row.oldest)) : undefined
  return {
    items: Number(row?.items ?? 0),
    oldestSeconds: oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
  }
}

const maxBackoffMs = 30 * 60_000
const batchSize = 10

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxBackoffMs)
}

interface Claimed {
  id: number
  attempts: number
}

/**
 * Claims up to `batchSize` due rows in one transaction by moving their due time to the end of
 * a lease. PostgreSQL: FOR UPDATE SKIP LOCKED, so replicas polling at once claim different rows
 * instead of waiting for each other. SQLite: the transaction's write lock does the same.
 * A row is due while it is unsent and not leased; a state such as "failed" would be one more
 * condition here.
 */
async function claimDue(options: OutboxOptions, db: Kysely<LeadSchema>): Promise<Claimed[]> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const due = await trx
      .selectFrom('outbox')
      .select(['id', 'attempts'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .$if(options.database.engine === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute()
    if (due.length === 0) return []
    const leaseEnd = new Date(Date.now() + options.leaseMs).toISOString()
    await trx
      .updateTable('outbox')
      .set({ next_attempt_at: leaseEnd })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute()
    return due.map((row) => ({ id: Number(row.id), attempts: Number(row.attempts) }))
  })
}

/**
 * Sends the e-mails of the transactional outbox; any number of API processes may share the
 * database. A process claims rows with a lease (claimDue) and sends them; when it dies, the
 * lease runs out and another process sends them. Delivery is at least once: a process killed
 * between the SMTP server's acceptance and recording `sent_at` leaves the row to be sent again
 * when its lease ends (with the same Message-ID).
 */
export function startOutbox(options: OutboxOptions) {
  const { log } = options
  const { db } = options.database
  const transport = createTransport({
    url: options.mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })

  async function send(row: Claimed): Promise<void> {
    const found = await db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select([...leadColumns, 'leads.cv_content'])
      .where('outbox.id', '=', row.id)
      .executeTakeFirstOrThrow()
    const lead = toLeadRecord(found)
    try {
      await transport.sendMail(leadMail(lead, options.mail, found.cv_content ?? undefined))
    } catch (error) {
      const attempts = row.attempts + 1
      const retryAt = new Date(Date.now() + retryDelay(attempts, options.retryBaseMs))
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await db
        .updateTable('outbox')
        .set({ attempts, last_error: message, next_attempt_at: retryAt.toISOString() })
        .where('id', '=', row.id)
        .execute()
      log.warn({ leadId: lead.id, attempts, retryAt }, 'lead notification failed')
      options.onAttempt?.('retry')
      return
    }
    await db
      .updateTable('outbox')
      .set((eb) => ({
        sent_at: new Date().toISOString(),
        attempts: eb('attempts', '+', 1),
        last_error: null,
      }))
      .where('id', '=', row.id)
      .execute()
    log.info({ leadId: lead.id, kind: lead.kind }, 'lead notification sent')
    options.onAttempt?.('sent')
  }

  /** Sends one claimed batch; true when it was full, so more may be due right away. */
  async function sendDue(): Promise<boolean> {
    const claimed = await claimDue(options, db)
    for (const [index, row] of claimed.entries()) {
      if (stopped) {
        // Shutting down: the rest of the batch is due again at once, for another replica.
        const rest = claimed.slice(index).map((unsent) => unsent.id)
        await db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date().toISOString() })
          .where('id', 'in', rest)
          .where('sent_at', 'is', null)
          .execute()
        return false
      }
      await send(row)
    }
    return claimed.length === batchSize
  }

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = sendDue()
        .catch((error: unknown) => {
          log.error({ err: error }, 'outbox run failed')
          return false
        })
        .then((more) => {
          running = undefined
          if (!stopped) schedule(more ? 0 : options.pollMs)
        })
    }, delay)
  }
  schedule(0)

  return {
    /** Stops polling and waits for the mail being sent, so the database can be closed. */
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
      transport.close()
    },
  }
}

export type Outbox = ReturnType<typeof startOutbox>
