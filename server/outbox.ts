import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'
import { leadColumns, toLeadRecord, type Row } from './lead-record.ts'
import { leadMail } from './mail.ts'
import type { LeadDatabase } from './storage.ts'

export interface OutboxOptions {
  db: LeadDatabase
  dataDir: string
  mail: { smtpUrl: string; to: string; from: string }
  pollMs: number
  retryBaseMs: number
  log: FastifyBaseLogger
}

const maxBackoffMs = 30 * 60_000
// A claimed row is not due again before this: longer than any send can take (see the transport
// timeouts), so a second process never sends it meanwhile, yet a crash mid-send only delays it.
const claimMs = 5 * 60_000
const batchSize = 10

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempts - 1), maxBackoffMs)
}

/**
 * Sends the e-mails of the transactional outbox. Rows are claimed by moving their due time
 * forward in one UPDATE, so even two API processes on the same database never send a row at
 * the same time; one process runs one batch at a time. Delivery is at least once: a crash
 * between the SMTP server's acceptance and `sent_at` repeats the mail after `claimMs`.
 */
export function startOutbox(options: OutboxOptions) {
  const { db, log } = options
  const transport = createTransport({
    url: options.mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  const due = db.prepare<[string], Row>(
    `SELECT o.id AS outbox_id, o.attempts, ${leadColumns}
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.sent_at IS NULL AND o.next_attempt_at <= ?
     ORDER BY o.next_attempt_at LIMIT ${batchSize}`,
  )
  const claim = db.prepare(
    'UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ?',
  )
  const sent = db.prepare(
    'UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  )
  const failed = db.prepare(
    'UPDATE outbox SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?',
  )

  async function sendDue(): Promise<void> {
    const now = new Date().toISOString()
    for (const row of due.all(now)) {
      if (stopped) return
      const outboxId = Number(row.outbox_id)
      const claimedUntil = new Date(Date.now() + claimMs).toISOString()
      if (claim.run(claimedUntil, outboxId, now).changes !== 1) continue // another process has it
      const lead = toLeadRecord(row)
      try {
        await transport.sendMail(leadMail(lead, options.mail, options.dataDir))
        sent.run(new Date().toISOString(), outboxId)
        log.info({ leadId: lead.id, kind: lead.kind }, 'lead notification sent')
      } catch (error) {
        const attempts = Number(row.attempts) + 1
        const retryAt = new Date(Date.now() + retryDelay(attempts, options.retryBaseMs))
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
        failed.run(attempts, message, retryAt.toISOString(), outboxId)
        log.warn({ leadId: lead.id, attempts, retryAt }, 'lead notification failed')
      }
    }
  }

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  function schedule(delay: number) {
    timer = setTimeout(() => {
      running = sendDue()
        .catch((error: unknown) => log.error({ err: error }, 'outbox run failed'))
        .finally(() => {
          running = undefined
          if (!stopped) schedule(options.pollMs)
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
