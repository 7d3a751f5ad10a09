import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { freePort } from '../../support/ports.ts'

export const root = join(import.meta.dirname, '..', '..', '..')

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(command: string, args: string[], options: { cwd: string; env: object }) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)
  return output
}

/**
 * A second checkout of the sources (node_modules shared), where a test edits files and runs
 * `npm run build` as a deploy would, without touching the build the other tests serve.
 */
export function copyOfSources(): string {
  const copy = mkdtempSync(join(tmpdir(), 'site-deploy-src-'))
  const skipped = new Set([
    'node_modules',
    'dist',
    'build',
    '.git',
    'data',
    'test-results',
    'playwright-report',
    '.vite-react-ssg-temp',
  ])
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => !skipped.has(relative(root, source).split('/')[0] ?? ''),
  })
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

/** Replaces `from` with `to` in one file of a copy (the text must be there). */
export function edit(copy: string, file: string, from: string, to: string) {
  const path = join(copy, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`)
  writeFileSync(path, text.replace(from, to))
}

export function appendTo(copy: string, file: string, text: string) {
  writeFileSync(join(copy, file), readFileSync(join(copy, file), 'utf8') + text)
}

export interface DeployServer {
  origin: string
  releases: string
  stop: () => Promise<void>
}

/**
 * scripts/serve.sh (nginx and the API, as npm start runs them) serving the live release of a
 * releases folder of its own, first published from the build the other tests use.
 */
export async function serveReleases(): Promise<DeployServer> {
  const releases = mkdtempSync(join(tmpdir(), 'site-deploy-releases-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'site-deploy-data-'))
  const env = { SITE_RELEASES: releases }
  await run('node', ['scripts/release.ts', 'publish', 'dist'], { cwd: root, env })
  const [port, apiPort] = [await freePort(), await freePort()]
  const child: ChildProcess = spawn('bash', ['scripts/serve.sh'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    const health = await fetch(`${origin}/api/health`).catch(() => undefined)
    if (health?.ok) break
    if (child.exitCode !== null || attempt > 200) throw new Error(`serve.sh did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    releases,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit')
        child.kill('SIGTERM')
        await exited
      }
      rmSync(releases, { recursive: true, force: true })
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The release ids of a releases folder, oldest first. */
export function releasesOf(releases: string) {
  const ids = readdirSync(releases)
    .filter((name) => /^\d{8}T\d{6}-/.test(name))
    .sort()
  return ids
}
