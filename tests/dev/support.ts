import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/ports.ts'

export const root = join(import.meta.dirname, '..', '..')

/** What a developer's shell would not have set, and what would change the ports or the API. */
const notInherited =
  /^(NODE_ENV|MODE|TEST|VITEST.*|PORT|API_.*|CMS_.*|DATA_DIR|DATABASE_URL|SMTP_URL|LEADS_TO|WEBHOOK_.*|RATE_LIMIT_.*)$/

export interface DevEnvironment {
  /** npm's process, the leader of a process group holding everything it started. */
  child: ChildProcess
  site: string
  apiPort: number
  /** The content manager's local proxy (decap-server). */
  cmsProxyPort: number
  dataDir: string
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

async function threeFreePorts(): Promise<[number, number, number]> {
  const ports: number[] = []
  while (ports.length < 3) {
    const port = await freePort()
    if (!ports.includes(port)) ports.push(port)
  }
  return ports as [number, number, number]
}

/**
 * `npm run dev -- --port <free port>` with API_PORT, CMS_PROXY_PORT and DATA_DIR of its own, in
 * a new group.
 */
export async function startDev(): Promise<DevEnvironment> {
  const [sitePort, apiPort, cmsProxyPort] = await threeFreePorts()
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-data-'))
  const inherited = Object.entries(process.env).filter(([name]) => !notInherited.test(name))
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(sitePort)], {
    cwd: root,
    env: {
      ...Object.fromEntries(inherited),
      API_PORT: String(apiPort),
      CMS_PROXY_PORT: String(cmsProxyPort),
      DATA_DIR: dataDir,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }))
  return {
    child,
    site: `http://localhost:${sitePort}`,
    apiPort,
    cmsProxyPort,
    dataDir,
    output: () => output,
    exited,
  }
}

/** Polls until `check` holds, failing with the environment's output when it never does. */
export async function waitFor(
  dev: DevEnvironment,
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms\n${dev.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Until the site and, through it, the API answer. */
export async function waitUntilServing(dev: DevEnvironment): Promise<void> {
  await waitFor(dev, 'npm run dev serving the API through the site', async () => {
    if (dev.child.exitCode !== null) throw new Error(`npm run dev exited:\n${dev.output()}`)
    const response = await fetch(`${dev.site}/api/health`)
    return response.status === 200
  })
}

/** The processes of the group npm leads; none once everything has stopped. */
export function groupMembers(dev: DevEnvironment): { pid: number; command: string }[] {
  const group = dev.child.pid
  const members = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the command name may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== group) continue
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
      members.push({ pid: Number(entry), command })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return members
}

/** Stops whatever is left (a failed test) and removes the data folder. */
export function cleanUp(dev: DevEnvironment | undefined): void {
  if (!dev) return
  try {
    process.kill(-(dev.child.pid as number), 'SIGKILL')
  } catch {
    // Already gone: what the tests expect.
  }
  rmSync(dev.dataDir, { recursive: true, force: true })
}
