import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { freePort } from './ports.ts'
import { dist, root } from './dist.ts'

export interface RunningSite {
  origin: string
  process: ChildProcess
  output: () => string
  stop: () => Promise<number | null>
}

/**
 * Starts the real nginx with our configuration (nginx/start.sh) on a free loopback port, serving
 * dist/ (the build under test) unless `env` names another SITE_ROOT.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort()
  const child = spawn('bash', [join(root, 'nginx', 'start.sh')], {
    env: { ...process.env, SITE_ROOT: dist, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`

  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx/start.sh exited:\n${output}`)
    try {
      await fetch(`${origin}/`)
      break
    } catch (error) {
      if (attempt > 100) throw new Error(`nginx did not answer: ${String(error)}\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  return {
    origin,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const [code] = (await exited) as [number | null]
      return code
    },
  }
}
