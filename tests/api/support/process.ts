import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../support/ports.ts'

export const root = fileURLToPath(new URL('../../../', import.meta.url))
const node = `${root}node_modules/.bin/node`

/** The API's settings for a child process; nothing inherited from the developer's shell. */
function apiEnv(env: Record<string, string>) {
  const ours =
    /^(API_|DATA_DIR|DATABASE_URL|SMTP_URL|LEADS_TO|MAIL_FROM|SITE_ORIGIN|JOBS_DIR|ESTIMATOR_FILE|RATE_LIMIT_|OUTBOX_|CMS_GITHUB_)/
  const inherited = Object.entries(process.env).filter(([name]) => !ours.test(name))
  return { ...Object.fromEntries(inherited), ...env }
}

export interface RunningApi {
  port: number
  child: ChildProcess
  /** The JSON log lines so far. */
  logs: () => Record<string, unknown>[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts `node server/main.ts` (the real entry point) on a free port; resolves when it listens. */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort()
  const child = spawn(node, ['server/main.ts'], {
    cwd: root,
    env: apiEnv({ API_HOST: '127.0.0.1', API_PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: Record<string, unknown>[] = []
  let output = ''
  let pending = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    pending += chunk.toString()
    const complete = pending.split('\n')
    pending = complete.pop() ?? ''
    for (const line of complete)
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>)
  })
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const deadline = Date.now() + 30_000
  while (!lines.some((line) => String(line.msg).startsWith('Server listening'))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`API exited:\n${output}`)
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return { port, child, logs: () => lines, exited }
}

/** Runs `node server/cli.ts …` with `input` (or nothing) on its standard input, a pipe, not a TTY. */
export async function runCli(args: string[], env: Record<string, string>, input?: string) {
  const child = spawn(node, ['server/cli.ts', ...args], {
    cwd: root,
    env: apiEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.stdin.end(input ?? '')
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  return { code, stdout, stderr }
}

export interface Answer {
  status: number
  body: string
}

/**
 * A POST on its own connection. With `hold`, only the first half of the body is sent until
 * `release()`: the request is then in flight, its body still arriving.
 */
export function post(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
  hold = false,
) {
  let release = () => {}
  const answer = new Promise<Answer>((resolve, reject) => {
    const content = Buffer.from(body)
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': String(content.length) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    if (hold) {
      const half = Math.floor(content.length / 2)
      outgoing.write(content.subarray(0, half))
      release = () => outgoing.end(content.subarray(half))
    } else {
      outgoing.end(content)
    }
  })
  return { answer, release: () => release() }
}
