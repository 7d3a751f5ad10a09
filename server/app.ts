import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { clientIp } from './shared/client.ts'
import type { Config } from './shared/config.ts'
import { databaseFile, openDatabase } from './database/storage.ts'
import { outboxBacklog } from './delivery/outbox-state.ts'
import { startOutbox } from './delivery/outbox.ts'
import type { Outbox } from './delivery/outbox.ts'
import { startWebhookOutbox, webhookUserAgent } from './delivery/webhook.ts'
import { registerDesk } from './desk/index.ts'
import { errorHandler, RateLimitedError } from './intake/answers.ts'
import { readCallHours, readEstimatorRates } from './intake/content-files.ts'
import { forgeryGuard } from './intake/guards.ts'
import { bodyLimits } from './intake/limits.ts'
import { createLeadStore } from './intake/leads.ts'
import { healthCheck } from './operations/health.ts'
import { loggerOptions } from './operations/logger.ts'
import { createMetrics } from './operations/metrics.ts'
import { applicationsRoute } from './routes/applications.ts'
import { cmsAuthRoutes } from './routes/cms-auth.ts'
import { contactRoute } from './routes/contact.ts'
import { cvLinksRoute } from './routes/cv-links.ts'
import { callRoute } from './routes/call.ts'
import { estimateRoute } from './routes/estimate.ts'
import { healthRoute } from './routes/health.ts'

export interface AppOptions {
  /** Where the JSON logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream
}

/** The API as a Fastify instance, not listening yet: main.ts listens, tests use inject(). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  readdirSync(config.jobsDir) // fail at start-up, not on the first application
  // Once: the rates change with a deploy, as the estimator's page does. An invalid file stops
  // the API here, naming the file and the field.
  const estimator = readEstimatorRates(config.estimatorFile)
  const callHours = readCallHours(config.callHoursFile)
  const app = Fastify({
    logger: loggerOptions(options.logStream),
    bodyLimit: bodyLimits.json,
    // nginx answers the visitor; a request that takes longer than this is stuck, not slow.
    requestTimeout: 120_000,
    requestIdHeader: false,
  })
  const database = await openDatabase(config, (error) =>
    app.log.warn({ err: error }, 'an idle database connection failed; the next query reconnects'),
  )
  const store = createLeadStore(database, {
    mail: config.mail !== undefined,
    webhook: config.webhook !== undefined,
  })
  if (config.databaseUrl && existsSync(join(config.dataDir, databaseFile))) {
    // A deployment moved to PostgreSQL: the leads stored before are not lost, but not here.
    app.log.warn(
      { file: join(config.dataDir, databaseFile) },
      'DATABASE_URL is set, so the leads in this SQLite file are not read: export them with DATABASE_URL unset',
    )
  }
  const metrics = createMetrics(() => outboxBacklog(database))
  app.decorate('metrics', metrics)
  metrics.register(app)
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'There is no such API address.' }),
  )
  // Parses the Cookie header into request.cookies (the anti-forgery guard reads it).
  await app.register(fastifyCookie)
  app.addHook('onRequest', forgeryGuard(config.siteOrigin))
  await app.register(fastifyMultipart)
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => normalizeIP(clientIp(request)),
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  })

  const rateLimit = { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs }
  healthRoute(
    app,
    healthCheck({
      database,
      dataDir: config.dataDir,
      mailOn: config.mail !== undefined,
      log: app.log,
    }),
  )
  contactRoute(app, store, rateLimit)
  await estimateRoute(app, { store, rates: estimator, rateLimit })
  await callRoute(app, { store, hours: callHours, rateLimit })
  applicationsRoute(app, { store, jobsDir: config.jobsDir, rateLimit })
  registerDesk(app, { database, config, estimator, callHours })
  if (config.webhook) cvLinksRoute(app, { database, secret: config.webhook.secret })
  cmsAuthRoutes(app, config.cmsGithub)

  let outbox: Outbox | undefined
  let webhookOutbox: Outbox | undefined
  app.addHook('onReady', async () => {
    if (config.webhook) {
      if (!config.siteOrigin) {
        app.log.warn(
          'the CRM webhook sends CVs without a link: set SITE_ORIGIN (the public https origin) for CV links',
        )
      }
      webhookOutbox = startWebhookOutbox({
        database,
        webhook: config.webhook,
        siteOrigin: config.siteOrigin,
        userAgent: webhookUserAgent(config.siteOrigin),
        log: app.log,
        onAttempt: metrics.sendOf('webhook'),
        ...config.outbox,
      })
    }
    if (config.mail) {
      outbox = startOutbox({
        database,
        mail: config.mail,
        jobsDir: config.jobsDir,
        estimator,
        callHours,
        log: app.log,
        onAttempt: metrics.sendOf('mail'),
        ...config.outbox,
      })
    } else {
      app.log.info('lead notifications are off: SMTP_URL is not set')
    }
  })
  // Runs once in-flight requests have been answered: no request can find the database closed.
  app.addHook('onClose', async () => {
    await Promise.all([outbox?.stop(), webhookOutbox?.stop()])
    await database.close()
  })
  return app
}
