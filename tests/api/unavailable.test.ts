import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startApp } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { createTestStore, engine, postgresUrl, type TestStore } from './support/database.ts'
import { contactBody } from './support/forms.ts'
import { startApi } from './support/process.ts'
import { freePort } from '../support/ports.ts'
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts'

let api: TestApp | undefined
let proxy: TcpProxy | undefined
let store: TestStore | undefined
afterEach(async () => {
  await api?.close()
  await proxy?.stop().catch(() => undefined)
  await store?.drop()
  api = proxy = store = undefined
})

const send = (app: TestApp, key: string) =>
  app.post('/api/contact', {
    payload: JSON.stringify(contactBody()),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  })

const unavailable = {
  error: 'unavailable',
  message: 'We cannot store your details just now. Please try again in a few minutes.',
}

describe('a database that goes away', () => {
  it.runIf(engine === 'postgres')(
    'answers 503 while PostgreSQL is unreachable, and stores again once it is back',
    async () => {
      // The API reaches this test's database through a relay the test can cut.
      store = await createTestStore()
      const url = new URL(store.databaseUrl ?? '')
      proxy = await startTcpProxy(Number(new URL(postgresUrl ?? '').port))
      url.port = String(proxy.port)
      api = await startApp({ DATABASE_URL: url.toString() })
      expect((await send(api, 'before')).statusCode).toBe(201)

      await proxy.stop()
      const refused = await send(api, 'while-away')
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual(unavailable)
      const health = await api.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({
        status: 'unavailable',
        database: 'postgres',
        checks: { database: 'failed', dataDir: 'unused', mail: 'unknown' },
        reasons: [expect.stringMatching(/^the database cannot be written/)],
      })

      await proxy.start()
      const retried = await send(api, 'while-away')
      expect(retried.statusCode).toBe(201)
      expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    },
  )

  it.runIf(engine === 'sqlite')(
    'answers 503 while the SQLite file stays locked past the busy timeout',
    async () => {
      api = await startApp()
      // Another process (a stuck backup script, say) holds the write lock.
      const other = new Database(join(api.dataDir, 'leads.sqlite'))
      other.exec('BEGIN EXCLUSIVE')
      const refused = await send(api, 'while-locked')
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual(unavailable)
      // SELECT 1 would still answer; the health check's rolled-back write waits and fails.
      const health = await api.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json<{ reasons: string[] }>().reasons).toEqual([
        'the database cannot be written (SQLITE_BUSY)',
      ])
      other.exec('COMMIT')
      other.close()
      expect((await send(api, 'while-locked')).statusCode).toBe(201)
    },
    30_000,
  )
})

describe.runIf(engine === 'postgres')('DATABASE_URL next to a SQLite database', () => {
  it('warns at start-up that the SQLite leads are not read', async () => {
    store = await createTestStore()
    const sqlite = new Database(join(store.dataDir, 'leads.sqlite'))
    sqlite.close()
    api = await startApp({ ...store.env })
    expect(api.logs()).toContain('the leads in this SQLite file are not read')
  })
})

describe.runIf(engine === 'postgres')('a bad DATABASE_URL', () => {
  const startWith = (databaseUrl: string) =>
    startApi({ DATABASE_URL: databaseUrl }).then(
      () => expect.unreachable('the API started'),
      (error: unknown) => String(error),
    )

  it('that is not a PostgreSQL URL stops the start-up, naming the variable, not the password', async () => {
    const output = await startWith('mysql://leads:secret-password@db.example/leads')
    expect(output).toMatch(/DATABASE_URL must be a PostgreSQL URL/)
    expect(output).not.toContain('secret-password')
  })

  it('whose server does not answer stops the start-up, naming the variable, not the password', async () => {
    const port = await freePort()
    const output = await startWith(`postgres://leads:secret-password@127.0.0.1:${port}/leads`)
    expect(output).toMatch(
      new RegExp(`Could not start the API: DATABASE_URL: .*127\\.0\\.0\\.1:${port}/leads`),
    )
    expect(output).not.toContain('secret-password')
  })
})
