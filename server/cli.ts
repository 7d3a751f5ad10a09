#!/usr/bin/env node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from './config.ts'
import { backupData, pgDumpCommand } from './backup.ts'
import { exportLeads, prepareCvFolder, toCsv } from './export.ts'
import { databaseFile, openDatabase } from './storage.ts'

const usage = `Usage: npm run --silent leads -- export [--format json|csv] [--cvs <empty folder>]
       npm run --silent leads -- backup <empty folder>
In the Docker image: leads export …, leads backup …`

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`)
  process.exit(1)
}

async function main(args: string[]) {
  let parsed
  try {
    parsed = parseArgs({
      args,
      options: { format: { type: 'string', default: 'json' }, cvs: { type: 'string' } },
      allowPositionals: true,
    })
  } catch (error) {
    fail((error as Error).message)
  }
  const [command, ...rest] = parsed.positionals
  const backupTarget = command === 'backup' && rest.length === 1 ? rest[0] : undefined
  if (!(command === 'export' && rest.length === 0) && !backupTarget) {
    fail(command ? `Unknown command: ${[command, ...rest].join(' ')}` : 'No command given.')
  }
  const { format, cvs } = parsed.values
  if (format !== 'json' && format !== 'csv') fail(`Unknown format: ${format}`)

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
  // A mistyped DATA_DIR must not look like "no leads yet".
  if (!databaseUrl && !existsSync(join(dataDir, databaseFile))) {
    fail(`No lead database in ${dataDir}`)
  }
  if (cvs !== undefined) prepareCvFolder(cvs)
  const database = await openDatabase(config)
  try {
    if (backupTarget) {
      await backupData(database, backupTarget)
      process.stderr.write(`Backed up ${dataDir} to ${backupTarget}\n`)
      return
    }
    const leads = await exportLeads(database, cvs)
    process.stdout.write(format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads))
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error))
})
