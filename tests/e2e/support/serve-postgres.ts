/**
 * The e2e web server on PostgreSQL: a server of the run's own (tests/support/postgres.ts), then
 * scripts/serve.sh with DATABASE_URL pointing at it, exactly as a replica runs in production.
 * Writes the database URL to E2E_PG_URL_FILE so the tests' CLI calls reach the same database.
 * SIGTERM or SIGINT stops serve.sh, then the database.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startPostgres } from '../../support/postgres.ts'

const urlFile = process.env.E2E_PG_URL_FILE
if (!urlFile) throw new Error('E2E_PG_URL_FILE is not set (playwright.config.ts sets it)')

const postgres = await startPostgres()
writeFileSync(urlFile, postgres.url)
const root = join(import.meta.dirname, '..', '..', '..')
const serve = spawn('bash', [join(root, 'scripts', 'serve.sh')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: postgres.url },
  stdio: 'inherit',
})
let stopping = false
const stop = () => {
  stopping = true
  serve.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
serve.on('exit', (code) => {
  void postgres.stop().finally(() => process.exit(stopping ? 0 : (code ?? 1)))
})
