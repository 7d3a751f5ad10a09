import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { createTransport } from 'nodemailer'
import type { CallHours } from '../../src/calls/hours-schema.ts'
import type { EstimatorRates } from '../../src/estimate/rates-schema.ts'
import type { LeadSchema } from '../database/schema.ts'
import { leadColumns, toLeadRecord } from '../database/lead-record.ts'
import { readLabels } from './labels.ts'
import { invitationMail } from './invitation.ts'
import { leadMail } from './mail.ts'
import type { LeadDatabase } from '../database/storage.ts'

/** What the outbox's rows deliver: the sales e-mail or the CRM webhook. */
export type OutboxChannel = 'mail' | 'webhook'

/** How every channel polls, leases and backs off (config.outbox). */
export interface OutboxTiming {
  pollMs: number
  retryBaseMs: number
  /** How long a claimed row belongs to this process before another may take it over. */
  leaseMs: number
}

export interface OutboxOptions extends ChannelOptions {
  mail: { smtpUrl: string; to: string; from: string }
  /** The careers content, for the job titles in application e-mails (config.jobsDir). */
  jobsDir: string
  /** The estimator's rates, for the options an estimate request's e-mail names. */
  estimator: EstimatorRates
  /** The working hours for calls: a call request's slots in the company's time zone. */
  callHours: CallHours
}

/** `retry`: refused for now (connection, 4xx); `failed`: refused for good (5xx). */
export type SendResult = 'sent' | 'retry' | 'failed'

const maxBackoffMs = 30 * 60_000
const batchSize = 10

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxBackoffMs)
}

/**
 * Whether the SMTP server refused for good: a 5xx answer (535 wrong credentials, 550 unknown
 * recipient) comes back the same until someone changes the configuration, so it is not
 * retried. Anything else (no connection, a timeout, 4xx "try later") is retried with back-off.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
}

/** An outbox row this process has leased. */
export interface Claimed {
  id: number
  attempts: number
}

/** One attempt's outcome, as `outbox_attempts` keeps it; `detail` is the server's answer. */
export interface Delivery {
  result: SendResult
  detail: string
  /** Logs the attempt once it is recorded; `attempts` counts this one. */
  report: (recorded: { attempts: number; retryAt?: Date }) => void
}

/** A channel's own part: delivering one row. It throws only when the row cannot be read. */
export interface ChannelSender {
  channel: OutboxChannel
  deliver: (row: Claimed) => Promise<Delivery>
  close?: () => void
}

export interface ChannelOptions extends OutboxTiming {
  database: LeadDatabase
  log: FastifyBaseLogger
  /** Called once per send attempt with its result (metrics). */
  onAttempt?: (result: SendResult) => void
}

/**
 * Claims up to `batchSize` due rows of one channel in one transaction by moving their due time
 * to the end of a lease. PostgreSQL: FOR UPDATE SKIP LOCKED, so replicas polling at once claim
 * different rows instead of waiting for each other. SQLite: the transaction's write lock does
 * the same. A row is due while it is unsent, not failed and not leased.
 */
async function claimDue(
  options: ChannelOptions,
  channel: OutboxChannel,
  db: Kysely<LeadSchema>,
): Promise<Claimed[]> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const due = await trx
      .selectFrom('outbox')
      .select(['id', 'attempts'])
      .where('channel', '=', channel)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
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
 * Records an attempt on its row and in `outbox_attempts`, together. The attempt is logged only
 * while its row exists: a lead erased meanwhile takes its outbox rows with it.
 */
async function record(
  db: Kysely<LeadSchema>,
  row: Claimed,
  delivery: Delivery,
  retryBaseMs: number,
): Promise<{ attempts: number; retryAt?: Date }> {
  const attempts = row.attempts + 1
  const now = new Date()
  const retryAt =
    delivery.result === 'retry'
      ? new Date(now.getTime() + retryDelay(attempts, retryBaseMs))
      : undefined
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outbox')
      .set(
        delivery.result === 'sent'
          ? { sent_at: now.toISOString(), attempts, last_error: null }
          : delivery.result === 'failed'
            ? { attempts, last_error: delivery.detail, failed_at: now.toISOString() }
            : { attempts, last_error: delivery.detail, next_attempt_at: retryAt?.toISOString() },
      )
      .where('id', '=', row.id)
      .execute()
    await trx
      .insertInto('outbox_attempts')
      .columns(['outbox_id', 'at', 'result', 'detail'])
      .expression((eb) =>
        eb
          .selectFrom('outbox')
          .select([
            'id',
            eb.val(now.toISOString()).as('at'),
            eb.val(delivery.result).as('result'),
            eb.val(delivery.detail).as('detail'),
          ])
          .where('id', '=', row.id),
      )
      .execute()
  })
  return { attempts, retryAt }
}

/**
 * Delivers one channel's rows of the transactional outbox; any number of API processes may
 * share the database. A process claims rows with a lease (claimDue) and delivers them; when it
 * dies, the lease runs out and another process delivers them. Delivery is at least once: a
 * process killed between the receiver's acceptance and recording `sent_at` leaves the row to be
 * delivered again when its lease ends (with the same Message-ID or X-Webhook-Id).
 */
export function startChannel(options: ChannelOptions, sender: ChannelSender) {
  const { log } = options
  const { db } = options.database

  async function send(row: Claimed): Promise<void> {
    const delivery = await sender.deliver(row)
    delivery.report(await record(db, row, delivery, options.retryBaseMs))
    options.onAttempt?.(delivery.result)
  }

  /** Sends one claimed batch; true when it was full, so more may be due right away. */
  async function sendDue(): Promise<boolean> {
    const claimed = await claimDue(options, sender.channel, db)
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
          log.error({ err: error, channel: sender.channel }, 'outbox run failed')
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
    /** Stops polling and waits for the delivery under way, so the database can be closed. */
    async stop(): Promise<void> {
      stopped = true
      clearTimeout(timer)
      await running
      sender.close?.()
    },
  }
}

export type Outbox = ReturnType<typeof startChannel>

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500)

/** The sales e-mail channel: one message to LEADS_TO per lead, the CV attached. */
export function startOutbox(options: OutboxOptions): Outbox {
  const { log } = options
  const { db } = options.database
  const transport = createTransport({
    url: options.mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })

  async function deliver(row: Claimed): Promise<Delivery> {
    const found = await db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select([
        ...leadColumns,
        'leads.cv_content',
        'leads.call_at',
        'outbox.message',
        'outbox.created_at',
      ])
      .where('outbox.id', '=', row.id)
      .executeTakeFirstOrThrow()
    const lead = toLeadRecord(found)
    const labels = await readLabels(options.jobsDir, options.estimator, options.callHours)
    // A booked call's invitation goes to the visitor (desk/book-call.ts); every other row is
    // the team's notice of a lead.
    const message =
      found.message === 'call-invitation' && found.call_at
        ? invitationMail({
            lead,
            slot: found.call_at,
            from: options.mail.from,
            replyTo: options.mail.to,
            confirmedAt: new Date(found.created_at),
          })
        : leadMail(lead, options.mail, found.cv_content ?? undefined, labels)
    try {
      const info = (await transport.sendMail(message)) as { response?: unknown }
      return {
        result: 'sent',
        detail: String(info.response ?? 'accepted').slice(0, 500),
        report: () => log.info({ leadId: lead.id, kind: lead.kind }, 'lead notification sent'),
      }
    } catch (error) {
      const message = errorText(error)
      if (isPermanentSmtpFailure(error)) {
        return {
          result: 'failed',
          detail: message,
          // Once per notification: it is not tried again until `leads outbox retry`.
          report: ({ attempts }) =>
            log.error(
              { leadId: lead.id, attempts, smtpAnswer: message },
              'lead notification refused by the SMTP server; fix the SMTP settings, then run leads outbox retry',
            ),
        }
      }
      return {
        result: 'retry',
        detail: message,
        report: ({ attempts, retryAt }) =>
          log.warn({ leadId: lead.id, attempts, retryAt }, 'lead notification failed'),
      }
    }
  }

  return startChannel(options, { channel: 'mail', deliver, close: () => transport.close() })
}
