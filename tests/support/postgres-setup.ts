import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-postgres project: the superuser URL of the run's own PostgreSQL. */
    postgresUrl: string | undefined
  }
}

/** globalSetup of the api-postgres project: one server for the run, stopped at its end. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
