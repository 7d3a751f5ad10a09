import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'

export interface Server {
  /** http://127.0.0.1:{port} */
  origin: string
  stop(): Promise<void>
}

/** A loopback port nothing listens on at the moment. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

/**
 * Serves a built export through this checkout's nginx configuration (nginx/start.sh with
 * SITE_ROOT: the export's own CSP hashes, as a freshly started server sends it) on a free port,
 * and resolves once it answers. Its stderr is kept to say why if it stops.
 */
export async function serveExport(checkout: string, root: string): Promise<Server> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn('bash', [join(checkout, 'nginx', 'start.sh')], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: root },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = once(child, 'exit')
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (!running) return
    child.kill('SIGTERM')
    await exited
  }
  // Polled, not slept on: nginx answers within a few hundred milliseconds on a quiet machine
  // and in seconds on a busy one.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (!running) throw new Error(`nginx for ${root} stopped:\n${stderr.trim()}`)
    const status = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return { origin, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx for ${root} did not answer on ${origin} within a minute:\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
