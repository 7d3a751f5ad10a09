import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import {
  placeholderMessage,
  placeholderSettings,
  placeholdersFile,
  type Placeholders,
} from '../../src/config/placeholders.ts'
import { root } from '../support/dist.ts'
import { freePort } from '../support/ports.ts'

/** scripts/serve.sh, the one command behind npm start, the e2e tests and the Docker image. */
let dataDir: string
let child: ChildProcess | undefined
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

async function serve() {
  dataDir = mkdtempSync(join(tmpdir(), 'serve-test-'))
  const [port, apiPort] = [await freePort(), await freePort()]
  child = spawn('bash', [join(root, 'scripts', 'serve.sh')], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`serve.sh exited:\n${output}`)
    const health = await fetch(`${origin}/api/health`).catch(() => undefined)
    if (health?.status === 200) break
    if (attempt > 150) throw new Error(`no answer from ${origin}/api/health:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin, apiPort, process: child, output: () => output }
}

const listening = async (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  )

describe('scripts/serve.sh', () => {
  it('serves the pages and the API through nginx; SIGTERM stops both and exits 0', async () => {
    const running = await serve()
    expect((await fetch(`${running.origin}/contactus`)).status).toBe(200)
    // Once, the warning for the build it serves (the live release's record, from postbuild.ts).
    const releases = process.env.SITE_RELEASES ?? join(root, 'build', 'releases')
    const record = JSON.parse(
      readFileSync(join(releases, 'live', placeholdersFile), 'utf8'),
    ) as Placeholders
    expect(record).toEqual(placeholderSettings(loadEnv('production', root, 'SITE_')))
    const warning = placeholderMessage(record)
    if (warning) expect(running.output().split(warning)).toHaveLength(2)
    else expect(running.output()).not.toContain('Placeholder contact details')
    expect(await (await fetch(`${running.origin}/api/health`)).json()).toMatchObject({
      status: 'ok',
      database: 'sqlite',
      reasons: [],
    })

    const exited = once(running.process, 'exit')
    running.process.kill('SIGTERM')
    const [code] = (await exited) as [number | null]
    expect(code, running.output()).toBe(0)
    expect(await listening(running.apiPort)).toBe(false)
    await expect(fetch(`${running.origin}/`)).rejects.toThrow()
  })

  it('stops nginx too when the API dies, and reports the failure', async () => {
    const running = await serve()
    const apiPid = Number(
      (await import('node:child_process'))
        .execFileSync('pgrep', ['-f', `-P`, String(running.process.pid), 'server/main.ts'], {
          encoding: 'utf8',
        })
        .trim()
        .split('\n')[0],
    )
    const exited = once(running.process, 'exit')
    process.kill(apiPid, 'SIGKILL')
    const [code] = (await exited) as [number | null]
    expect(code).not.toBe(0)
    expect(running.output()).toMatch(/stopped unexpectedly/)
    await expect(fetch(`${running.origin}/`)).rejects.toThrow()
  })
})
