import { rm } from 'node:fs/promises'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeJobsDir, xsrf } from './support/app.ts'
import { createTestStore, type TestStore } from './support/database.ts'
import { contactBody } from './support/forms.ts'
import { post, runCli, startApi } from './support/process.ts'
import type { Answer, RunningApi } from './support/process.ts'

let store: TestStore
let jobsDir: string
let running: RunningApi[] = []
beforeEach(async () => {
  store = await createTestStore()
  jobsDir = makeJobsDir()
})
afterEach(async () => {
  for (const api of running) api.child.kill('SIGKILL')
  running = []
  await store.drop()
  await rm(jobsDir, { recursive: true, force: true })
})

async function start() {
  const api = await startApi({ ...store.env, JOBS_DIR: jobsDir, RATE_LIMIT_MAX: '100000' })
  running.push(api)
  return api
}

type Exported = { id: string; name: string; kind: string }
async function exported(): Promise<Exported[]> {
  const result = await runCli(['export', '--format', 'json'], store.env)
  expect(result.code, result.stderr).toBe(0)
  return JSON.parse(result.stdout) as Exported[]
}

const headers = (key: string) => ({
  ...xsrf,
  'content-type': 'application/json',
  'idempotency-key': key,
})
const submission = (i: number) => ({
  key: `burst-${i}`,
  body: JSON.stringify(contactBody({ name: `Visitor ${i}`, website: undefined })),
})

describe('durability of the real API process', () => {
  it('keeps every acknowledged lead exactly once across a SIGKILL in the middle of a burst', async () => {
    const api = await start()
    const fast = Array.from({ length: 40 }, (_, i) => submission(i))
    const stalled = Array.from({ length: 20 }, (_, i) => submission(40 + i))

    // 20 requests are in flight with half their body sent when the process dies …
    const held = Promise.allSettled(
      stalled.map((s) => post(api.port, '/api/contact', s.body, headers(s.key), true).answer),
    )
    // … and it dies as soon as 15 of the 40 complete ones have been acknowledged.
    let acknowledged = 0
    const answers = fast.map((s) =>
      post(api.port, '/api/contact', s.body, headers(s.key)).answer.then((answer) => {
        if (answer.status === 201 && ++acknowledged === 15) api.child.kill('SIGKILL')
        return answer
      }),
    )
    const settled = await Promise.allSettled(answers)
    const stalledSettled = await held
    expect((await api.exited).signal).toBe('SIGKILL')

    const ok = new Map<string, string>() // name → id
    settled.forEach((result, i) => {
      if (result.status === 'fulfilled' && result.value.status === 201) {
        ok.set(`Visitor ${i}`, (JSON.parse(result.value.body) as { id: string }).id)
      }
    })
    expect(ok.size).toBeGreaterThanOrEqual(15)
    expect(stalledSettled.every((result) => result.status === 'rejected')).toBe(true)

    // Restart on the same data: the database recovers its write-ahead log.
    const restarted = await start()
    const afterCrash = await exported()
    const ids = afterCrash.map((lead) => lead.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [name, id] of ok) {
      expect(afterCrash.filter((lead) => lead.id === id)).toEqual([
        expect.objectContaining({ name, kind: 'contact' }),
      ])
    }
    // Nothing half-received was stored; only complete requests may have been (acknowledged or not).
    const names = afterCrash.map((lead) => lead.name)
    expect(names.every((name) => fast.some((_, i) => name === `Visitor ${i}`))).toBe(true)

    // Every visitor retries with the same key: each lead ends up stored exactly once, and an
    // acknowledged one keeps its id.
    const retried: Answer[] = await Promise.all(
      [...fast, ...stalled].map(
        (s) => post(restarted.port, '/api/contact', s.body, headers(s.key)).answer,
      ),
    )
    expect(retried.map((answer) => answer.status)).toEqual(Array(60).fill(201))
    retried.forEach((answer, i) => {
      const before = ok.get(`Visitor ${i}`)
      if (before) expect(JSON.parse(answer.body)).toEqual({ id: before })
    })
    const final = await exported()
    expect(final).toHaveLength(60)
    expect(new Set(final.map((lead) => lead.name)).size).toBe(60)
    expect(new Set(final.map((lead) => lead.id)).size).toBe(60)
  })

  it('answers the request in flight on SIGTERM, then exits 0', async () => {
    const api = await start()
    const s = submission(1)
    const inFlight = post(api.port, '/api/contact', s.body, headers(s.key), true)
    const sawRequest = () =>
      api
        .logs()
        .some(
          (line) =>
            line.msg === 'incoming request' && (line.req as { url: string }).url === '/api/contact',
        )
    await vi.waitFor(() => expect(sawRequest()).toBe(true), { timeout: 20_000, interval: 20 })

    api.child.kill('SIGTERM')
    await vi.waitFor(
      () => expect(api.logs().some((line) => line.msg === 'shutting down')).toBe(true),
      { timeout: 20_000, interval: 20 },
    )
    // No new connections once shutting down …
    await vi.waitFor(
      async () => {
        const late = post(api.port, '/api/health', '', {})
        await expect(late.answer).rejects.toThrow(/ECONNREFUSED/)
      },
      { timeout: 20_000, interval: 50 },
    )
    // … but the request that was already being received is completed and stored.
    inFlight.release()
    const answer = await inFlight.answer
    expect(answer.status).toBe(201)
    expect(await api.exited).toEqual({ code: 0, signal: null })

    const leads = await exported()
    expect(leads.map((lead) => lead.id)).toEqual([(JSON.parse(answer.body) as { id: string }).id])
  })
})
