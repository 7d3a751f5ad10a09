import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { SendResult } from '../delivery/outbox.ts'
import type { OutboxBacklog } from '../delivery/outbox-state.ts'

/** Why a lead request was not stored: its status code, or the bot check that stopped it. */
export type Refusal = '400' | '403' | '413' | '415' | '429' | 'honeypot' | 'too_quick'

/** The routes a visitor's lead arrives on: their refusals are counted. */
const leadRoutes = new Set(['/api/contact', '/api/estimate', '/api/careers/applications'])
const refusedStatus = new Set([400, 403, 413, 415, 429])

/**
 * The API's Prometheus metrics (prom-client), served at GET /api/metrics. Counters are per
 * process: Prometheus sums them over replicas. The outbox gauges read the shared store, so every
 * replica reports the same backlog.
 */
export function createMetrics(backlog: () => Promise<OutboxBacklog>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const leadsStored = new Counter({
    name: 'leads_stored_total',
    help: 'Leads stored, by kind (contact, estimate, application).',
    labelNames: ['kind'] as const,
    registers,
  })
  const refused = new Counter({
    name: 'lead_requests_refused_total',
    help: 'Lead requests answered without storing a lead, by reason (status code or bot check).',
    labelNames: ['reason'] as const,
    registers,
  })
  const sends = new Counter({
    name: 'lead_notifications_total',
    help: 'Attempts to send a lead notification, by channel (mail, webhook) and result (sent, retry, failed).',
    labelNames: ['channel', 'result'] as const,
    registers,
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  // One read of the store serves both gauges of a scrape.
  let reading: Promise<OutboxBacklog> | undefined
  const readBacklog = () => {
    reading ??= backlog().finally(() => setTimeout(() => (reading = undefined), 0))
    return reading
  }
  new Gauge({
    name: 'lead_outbox_backlog',
    help: 'Notifications waiting to be sent.',
    registers,
    async collect() {
      this.set((await readBacklog()).items)
    },
  })
  new Gauge({
    name: 'lead_outbox_oldest_age_seconds',
    help: 'Age of the oldest notification waiting to be sent (0 when none waits).',
    registers,
    async collect() {
      this.set((await readBacklog()).oldestSeconds)
    },
  })

  const marked = new WeakMap<FastifyRequest, Refusal>()

  return {
    registry,
    leadStored: (kind: string) => leadsStored.inc({ kind }),
    /** A refusal the status code does not tell (a bot check). */
    markRefused: (request: FastifyRequest, reason: Refusal) => marked.set(request, reason),
    /** Counts a channel's send attempts (the outbox's onAttempt). */
    sendOf: (channel: 'mail' | 'webhook') => (result: SendResult) => sends.inc({ channel, result }),

    /** Times every request and counts the lead routes' refusals; serves GET /api/metrics. */
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? 'unknown'
        duration.observe(
          { method: request.method, route, status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        )
        if (!leadRoutes.has(route) && !leadRoutes.has(request.url)) return
        const reason =
          marked.get(request) ??
          (refusedStatus.has(reply.statusCode) ? (String(reply.statusCode) as Refusal) : undefined)
        if (reason) refused.inc({ reason })
      })
      app.get('/api/metrics', async (_request, reply) => {
        const text = await registry.metrics()
        return reply.type(registry.contentType).send(text)
      })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Prometheus metrics (server/operations/metrics.ts). */
    metrics: Metrics
  }
}
