import { closeSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startApp, storedCounts } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { engine, refuseLeadInserts } from './support/database.ts'
import { contactBody } from './support/forms.ts'
import {
  cannotMount,
  cannotMountExt4,
  mountExt4,
  mountTmpfs,
  type Mounted,
} from './support/mounts.ts'
import { runCli } from './support/process.ts'

let api: TestApp | undefined
let mounted: Mounted | undefined
afterEach(async () => {
  await api?.close()
  mounted?.unmount()
  api = mounted = undefined
})

interface Report {
  status: string
  checks: Record<string, string>
  reasons: string[]
}
async function health(app: TestApp) {
  const response = await app.app.inject({ method: 'GET', url: '/api/health' })
  return { code: response.statusCode, ...response.json<Report>() }
}

const send = (app: TestApp, name: string) =>
  app.post('/api/contact', {
    payload: JSON.stringify(contactBody({ name })),
    headers: { 'content-type': 'application/json' },
  })

const unavailable = {
  error: 'unavailable',
  message: 'We cannot store your details just now. Please try again in a few minutes.',
}

/** Writes until the file system has no byte left. */
function fill(dir: string) {
  const file = openSync(join(dir, 'filler'), 'w')
  const chunk = Buffer.alloc(64 * 1024, 1)
  try {
    for (;;) writeSync(file, chunk)
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error
  } finally {
    closeSync(file)
  }
}

async function exportedNames(dataDir: string) {
  const result = await runCli(['export'], { DATA_DIR: dataDir })
  expect(result.code, result.stderr).toBe(0)
  return (JSON.parse(result.stdout) as { name: string }[]).map((lead) => lead.name)
}

describe(`GET /api/health (${engine})`, () => {
  it('tries a real write, rolled back: 503 when the store refuses it', async () => {
    api = await startApp()
    for (let i = 0; i < 3; i++) expect((await health(api)).code).toBe(200)
    expect((await storedCounts(api)).leads).toBe(0)

    await refuseLeadInserts(api)
    const report = await health(api)
    expect(report).toMatchObject({ code: 503, checks: { database: 'failed' } })
    expect(report.reasons).toEqual([expect.stringMatching(/^the database cannot be written/)])
  })

  it.runIf(engine === 'postgres' && !cannotMount)(
    'does not depend on DATA_DIR with PostgreSQL: a read-only one is unused',
    async () => {
      mounted = mountTmpfs('1m', true)
      api = await startApp({ DATA_DIR: mounted.dir })
      expect(await health(api)).toMatchObject({ code: 200, checks: { dataDir: 'unused' } })
      expect((await send(api, 'Asha Mehta')).statusCode).toBe(201)
    },
  )
})

describe.runIf(engine === 'sqlite' && !cannotMount)('a data folder that fills up (tmpfs)', () => {
  it('answers 503 while full, refuses leads with 503, and keeps the ones acknowledged before', async () => {
    mounted = mountTmpfs('16m')
    const dataDir = mounted.dir
    api = await startApp({ DATA_DIR: dataDir })
    expect(await health(api)).toMatchObject({ code: 200, checks: { dataDir: 'ok' } })
    expect((await send(api, 'Before Full')).statusCode).toBe(201)

    fill(dataDir)
    const full = await health(api)
    expect(full).toMatchObject({ code: 503, checks: { database: 'ok', dataDir: 'failed' } })
    expect(full.reasons).toEqual([expect.stringMatching(/^the data folder is full/)])
    const refused = await send(api, 'While Full')
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual(unavailable)

    rmSync(join(dataDir, 'filler'))
    expect((await health(api)).code).toBe(200)
    expect((await send(api, 'After Full')).statusCode).toBe(201)
    await api.app.close()
    expect(await exportedNames(dataDir)).toEqual(['Before Full', 'After Full'])
  })
})

describe.runIf(engine === 'sqlite' && !cannotMountExt4)(
  'a data folder the kernel turns read-only (ext4, errors=remount-ro)',
  () => {
    it('answers 503 while read-only, refuses leads with 503, and keeps the ones acknowledged before', async () => {
      const ext4 = mountExt4()
      mounted = ext4
      api = await startApp({ DATA_DIR: ext4.dir })
      expect((await send(api, 'Before Error')).statusCode).toBe(201)
      expect((await health(api)).code).toBe(200)

      ext4.fail()
      const readOnly = await health(api)
      expect(readOnly).toMatchObject({ code: 503, checks: { dataDir: 'failed' } })
      expect(readOnly.reasons).toContain('the data folder is read-only')
      const refused = await send(api, 'While Read-only')
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual(unavailable)

      await api.app.close()
      ext4.repair()
      expect(await exportedNames(ext4.dir)).toEqual(['Before Error'])
    })
  },
)
