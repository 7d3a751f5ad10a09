import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './shared/config.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

let app: FastifyInstance
try {
  app = await buildApp(config)
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  // JOBS_DIR or DATA_DIR unreadable, the port taken: say which, and stop.
  process.stderr.write(`Could not start the API: ${(error as Error).message}\n`)
  process.exit(1)
}

/**
 * SIGTERM (systemd, docker stop) and SIGINT (Ctrl-C): stop accepting connections, answer the
 * requests in flight, stop the mail worker, close the database, exit 0.
 */
let stopping = false
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    },
  )
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
