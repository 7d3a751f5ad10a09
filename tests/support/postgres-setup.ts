import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/database/storage.ts'
import { startPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-postgres project: the superuser URL of the run's own PostgreSQL. */
    postgresUrl: string | undefined
    /** Set in the api-postgres project: a database the API's migrations have brought up to date. */
    postgresTemplate: string | undefined
  }
}

/** The template every test's database is copied from (tests/api/support/database.ts). */
const template = 'leads_migrated'

/**
 * globalSetup of the api-postgres project: one server for the run, stopped at its end, and one
 * database migrated by the API's own start-up code. Copying it takes a test a fraction of running
 * every migration again; the tests that need an empty database ask for one.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres()
  try {
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${template}`)
      const url = new URL(postgres.url)
      url.pathname = `/${template}`
      const dataDir = mkdtempSync(join(tmpdir(), 'api-template-'))
      try {
        const database = await openDatabase({ dataDir, databaseUrl: url.toString() })
        await database.close()
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
      // A copy fails while anyone is connected to its template: no one may be.
      await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
    } finally {
      await admin.end()
    }
  } catch (error) {
    await postgres.stop()
    throw error
  }
  project.provide('postgresUrl', postgres.url)
  project.provide('postgresTemplate', template)
  return () => postgres.stop()
}
