#!/usr/bin/env node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { backupData } from './backup.ts'
import { exportLeads, toCsv } from './export.ts'
import { databaseFile, openDatabase } from './storage.ts'

const usage = `Usage: npm run --silent leads -- export [--format json|csv]
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
      options: { format: { type: 'string', default: 'json' } },
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
  const { format } = parsed.values
  if (format !== 'json' && format !== 'csv') fail(`Unknown format: ${format}`)

  const { dataDir } = loadConfig()
  // A mistyped DATA_DIR must not look like "no leads yet".
  if (!existsSync(join(dataDir, databaseFile))) fail(`No lead database in ${dataDir}`)
  const db = openDatabase(dataDir)
  try {
    if (backupTarget) {
      await backupData(db, dataDir, backupTarget)
      process.stderr.write(`Backed up ${dataDir} to ${backupTarget}\n`)
      return
    }
    const leads = exportLeads(db)
    process.stdout.write(format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads))
  } finally {
    db.close()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  fail(error instanceof Error ? error.message : String(error))
})
