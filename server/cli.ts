#!/usr/bin/env node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from './shared/config.ts'
import { backupData, pgDumpCommand } from './operations/backup.ts'
import { runUsersCommand, usersUsage } from './desk/user-commands.ts'
import { UserError } from './desk/users.ts'
import { readLabels } from './delivery/labels.ts'
import { readEstimatorRates } from './intake/content-files.ts'
import { exportLeads, prepareCvFolder, toCsv } from './desk/export.ts'
import { listOutbox, retryFailed, type OutboxEntry } from './delivery/outbox-state.ts'
import { runRetentionCommand } from './desk/retention-command.ts'
import { databaseFile, openDatabase } from './database/storage.ts'

const usage = `Usage: npm run --silent leads -- export [--format json|csv] [--cvs <empty folder>]
       npm run --silent leads -- backup <empty folder>
       npm run --silent leads -- outbox [--format text|json]
       npm run --silent leads -- outbox retry (--all | <lead id>…)
       npm run --silent leads -- retention run
       ${usersUsage}
users add and reset-password ask for the password twice (hidden); when standard input is not a
terminal they read it from its first two lines.
In the Docker image: leads export …, leads backup …, leads outbox …, leads retention …, leads users …`

/** One line per unsent notification, the failed ones first. */
function outboxTable(entries: OutboxEntry[]): string {
  if (entries.length === 0) return 'No notification is waiting: every lead notification was sent.\n'
  const lines = entries.map((entry) =>
    [
      entry.leadId,
      entry.kind,
      entry.status,
      String(entry.attempts),
      entry.channel,
      entry.failedAt ?? entry.nextAttemptAt ?? '',
      entry.lastError ?? '',
    ].join('\t'),
  )
  return `${['lead id', 'kind', 'status', 'attempts', 'channel', 'failed at / next attempt', 'last error'].join('\t')}\n${lines.join('\n')}\n`
}

/**
 * The estimator's rates, to name an estimate request's answers in the CSV. An export must not
 * fail over a content file: without them the answers keep their option ids, and stderr says so.
 */
function estimatorForLabels(file: string) {
  try {
    return readEstimatorRates(file)
  } catch (error) {
    process.stderr.write(
      `The estimator's answers are exported as option ids: ${(error as Error).message}\n`,
    )
    return undefined
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`)
  process.exit(1)
}

async function main(args: string[]) {
  let parsed
  try {
    parsed = parseArgs({
      args,
      options: {
        format: { type: 'string' },
        cvs: { type: 'string' },
        all: { type: 'boolean', default: false },
        role: { type: 'string' },
      },
      allowPositionals: true,
    })
  } catch (error) {
    fail((error as Error).message)
  }
  const [command, ...rest] = parsed.positionals
  const backupTarget = command === 'backup' && rest.length === 1 ? rest[0] : undefined
  const outbox = command === 'outbox' && (rest.length === 0 || rest[0] === 'retry')
  const users = command === 'users'
  const retention = command === 'retention' && rest.length === 1 && rest[0] === 'run'
  if (
    !(command === 'export' && rest.length === 0) &&
    !backupTarget &&
    !outbox &&
    !users &&
    !retention
  ) {
    fail(command ? `Unknown command: ${[command, ...rest].join(' ')}` : 'No command given.')
  }
  const { cvs, all } = parsed.values
  const format = parsed.values.format ?? (outbox ? 'text' : 'json')
  const formats = outbox ? ['text', 'json'] : ['json', 'csv']
  if (!users && !formats.includes(format)) fail(`Unknown format: ${format}`)
  const retryIds = outbox && rest[0] === 'retry' ? rest.slice(1) : undefined
  if (retryIds && all === retryIds.length > 0) {
    fail('outbox retry takes --all or the ids of the leads whose e-mail to send again.')
  }

  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  const { dataDir, databaseUrl } = config
  if (backupTarget && databaseUrl) {
    // pg_dump takes a consistent snapshot while the replicas keep writing; it must match the
    // server's major version, so it is the operator's to run, not ours.
    process.stderr.write(
      `The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump, e.g.\n  mkdir -p ${backupTarget} && ${pgDumpCommand(backupTarget)}\n`,
    )
    process.exit(1)
  }
  // A mistyped DATA_DIR must not look like "no leads yet"; the first user may come first, though.
  const createsDatabase = users && rest[0] === 'add'
  if (!databaseUrl && !createsDatabase && !existsSync(join(dataDir, databaseFile))) {
    fail(`No lead database in ${dataDir}`)
  }
  if (cvs !== undefined) prepareCvFolder(cvs)
  const database = await openDatabase(config)
  try {
    if (users) {
      await runUsersCommand(database.db, rest, {
        role: parsed.values.role,
        format: parsed.values.format,
      })
      return
    }
    if (backupTarget) {
      await backupData(database, backupTarget)
      process.stderr.write(`Backed up ${dataDir} to ${backupTarget}\n`)
      return
    }
    if (retention) {
      process.stdout.write(await runRetentionCommand(database, config.retention))
      return
    }
    if (retryIds) {
      const { retried, notFailed } = await retryFailed(database, all ? 'all' : retryIds)
      if (notFailed.length > 0) {
        fail(`No failed notification for: ${notFailed.join(', ')} (nothing was changed)`)
      }
      process.stderr.write(
        retried.length === 0
          ? 'No failed notification to send again.\n'
          : `${retried.length} failed notification(s) are due again: the API sends them at its next poll.\n`,
      )
      return
    }
    if (outbox) {
      const entries = await listOutbox(database)
      process.stdout.write(
        format === 'json' ? `${JSON.stringify(entries, null, 2)}\n` : outboxTable(entries),
      )
      return
    }
    const leads = await exportLeads(database, cvs)
    process.stdout.write(
      format === 'json'
        ? `${JSON.stringify(leads, null, 2)}\n`
        : toCsv(leads, await readLabels(config.jobsDir, estimatorForLabels(config.estimatorFile))),
    )
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UserError) {
    // Nothing for the usage text to add: the message says what to change.
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  fail(error instanceof Error ? error.message : String(error))
})
