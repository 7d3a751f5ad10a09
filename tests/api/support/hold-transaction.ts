/**
 * A second process on a SQLite lead database: opens a transaction, prints "holding" and keeps
 * it open until its stdin ends. `ours`: the API's own transaction (openDatabase, Kysely), with
 * no statement inside; `raw`: a plain BEGIN IMMEDIATE, as another API process's write would.
 *   node hold-transaction.ts <ours|raw> <DATA_DIR>
 */
import Database from 'better-sqlite3'
import { once } from 'node:events'
import { join } from 'node:path'
import { databaseFile, openDatabase } from '../../../server/database/storage.ts'

const [mode, dataDir = ''] = process.argv.slice(2)
const released = once(process.stdin, 'end')
process.stdin.resume()

if (mode === 'ours') {
  const database = await openDatabase({ dataDir, databaseUrl: undefined })
  await database.db.transaction().execute(async () => {
    process.stdout.write('holding\n')
    await released
  })
  await database.close()
} else {
  const sqlite = new Database(join(dataDir, databaseFile))
  sqlite.exec('BEGIN IMMEDIATE')
  process.stdout.write('holding\n')
  await released
  sqlite.exec('COMMIT')
  sqlite.close()
}
