import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { buildApp } from '../../../server/app.ts'
import { loadConfig } from '../../../server/shared/config.ts'
import { createTestStore, type TestStore } from './database.ts'

export { query, storedCounts } from './database.ts'

export const token = 'test-token-0123456789abcdef'
/** What the site's HTTP client sends: the cookie nginx set and the same value in the header. */
export const xsrf = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token }

export const openJob = 'senior-react-developer'
export const draftJob = 'draft-role'
export const closedJob = 'closed-role'

/** A careers folder of our own, so content edits cannot break these tests. */
export function makeJobsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-jobs-'))
  writeFileSync(join(dir, `${openJob}.md`), '---\ntitle: Senior React Developer\n---\n')
  writeFileSync(join(dir, `_${draftJob}.md`), '---\ntitle: Draft\n---\n')
  writeFileSync(
    join(dir, `${closedJob}.md`),
    '---\ntitle: Closed\ndatePosted: 2020-01-06\nvalidThrough: 2020-01-31\n---\n',
  )
  writeFileSync(join(dir, 'notes.txt'), 'not a job')
  return dir
}

export interface TestApp extends TestStore {
  app: FastifyInstance
  logs: () => string
  post: (
    url: string,
    options?: Omit<InjectOptions, 'method' | 'url'>,
  ) => Promise<LightMyRequestResponse>
  close: () => Promise<void>
}

/** The API over a fresh DATA_DIR; RATE_LIMIT_MAX is high unless a test sets it. */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const store = await createTestStore()
  const jobsDir = makeJobsDir()
  let logs = ''
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString()
      done()
    },
  })
  const config = loadConfig({
    ...store.env,
    JOBS_DIR: jobsDir,
    RATE_LIMIT_MAX: '1000',
    ...env,
  })
  const app = await buildApp(config, { logStream })
  return {
    ...store,
    app,
    logs: () => logs,
    post: (url, options = {}) =>
      app.inject({ ...options, method: 'POST', url, headers: { ...xsrf, ...options.headers } }),
    close: async () => {
      await app.close()
      await store.drop()
      await rm(jobsDir, { recursive: true, force: true })
    },
  }
}
