import {
  startChannel,
  type ChannelOptions,
  type Claimed,
  type Delivery,
  type Outbox,
} from './outbox.ts'
import { webhookLeadColumns, webhookPayload, webhookSignature } from './webhook-payload.ts'

export interface WebhookOutboxOptions extends ChannelOptions {
  webhook: { url: string; secret: string }
  /** The public origin the CV links point to; without it a payload's CV has no link. */
  siteOrigin: string | undefined
  userAgent: string
}

/** `<site>-leads-webhook`, the site named by its public host when SITE_ORIGIN is set. */
export function webhookUserAgent(siteOrigin: string | undefined): string {
  const host = siteOrigin ? new URL(siteOrigin).hostname.replace(/^www\./, '') : 'website'
  return `${host}-leads-webhook`
}

/** A receiver that has not answered by then is retried later, as one that answered 5xx. */
const timeoutMs = 10_000

const errorText = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  // fetch's own message ("fetch failed") says little; the cause names the refusal.
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${message}${cause}`.slice(0, 500)
}

/**
 * The CRM channel: each lead POSTed as JSON to WEBHOOK_URL, signed with WEBHOOK_SECRET. Every
 * answer but a 2xx is retried with the outbox's back-off, for as long as it takes: the CRM
 * being down or misconfigured must not lose a lead. The receiver dedupes by `id`.
 */
export function startWebhookOutbox(options: WebhookOutboxOptions): Outbox {
  const { log, webhook } = options
  const { db } = options.database

  async function deliver(row: Claimed): Promise<Delivery> {
    const found = await db
      .selectFrom('outbox')
      .innerJoin('leads', 'leads.id', 'outbox.lead_id')
      .select(webhookLeadColumns)
      .where('outbox.id', '=', row.id)
      .executeTakeFirstOrThrow()
    const payload = webhookPayload(found, {
      siteOrigin: options.siteOrigin,
      secret: webhook.secret,
    })
    const body = JSON.stringify(payload)
    const context = { leadId: payload.id, kind: payload.kind }
    let detail: string
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': options.userAgent,
          'X-Webhook-Id': String(row.id),
          'X-Webhook-Timestamp': String(Math.floor(Date.now() / 1000)),
          'X-Webhook-Signature': webhookSignature(webhook.secret, body),
        },
        body,
        // A redirect would turn the POST into a GET: it counts as an answer that is not 2xx.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = (await response.text()).slice(0, 200)
      detail = `HTTP ${response.status}${text ? `: ${text}` : ''}`
      if (response.ok) {
        return {
          result: 'sent',
          detail,
          report: () => log.info(context, 'lead sent to the CRM webhook'),
        }
      }
    } catch (error) {
      detail = errorText(error)
    }
    return {
      result: 'retry',
      detail,
      report: ({ attempts, retryAt }) =>
        log.warn(
          { ...context, attempts, retryAt, answer: detail },
          'lead not accepted by the CRM webhook',
        ),
    }
  }

  return startChannel(options, { channel: 'webhook', deliver })
}
