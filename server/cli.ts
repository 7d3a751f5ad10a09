import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from './config.ts'
import { exportLeads, toCsv } from './export.ts'
import { databaseFile, openDatabase } from './storage.ts'

const usage = 'Usage: npm run leads -- export [--format json|csv]'

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`)
  process.exit(1)
}

function main(args: string[]) {
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
  if (command !== 'export' || rest.length > 0) {
    fail(command ? `Unknown command: ${[command, ...rest].join(' ')}` : 'No command given.')
  }
  const { format } = parsed.values
  if (format !== 'json' && format !== 'csv') fail(`Unknown format: ${format}`)

  const { dataDir } = loadConfig()
  // A mistyped DATA_DIR must not look like "no leads yet".
  if (!existsSync(join(dataDir, databaseFile))) fail(`No lead database in ${dataDir}`)
  const db = openDatabase(dataDir)
  try {
    const leads = exportLeads(db)
    process.stdout.write(format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads))
  } finally {
    db.close()
  }
}

try {
  main(process.argv.slice(2))
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
