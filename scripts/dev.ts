/**
 * npm run dev: the whole site for development, in the foreground. The Vite dev server (pages
 * with hot reload, the sales desk at /admin, the content manager at /cms, /api/ passed on:
 * scripts/lib/dev-server.ts), the lead API (server/main.ts) and the content manager's local
 * proxy (decap-server, which writes what a marketer saves into this working copy) beside it.
 * Ctrl-C or SIGTERM stops them all; if one exits, the others are stopped too and its status is
 * passed on, as scripts/serve.sh does for npm start.
 *
 *   --port <n> or PORT   the site (default 5173)
 *   API_PORT             the API on 127.0.0.1 (default: the site's port + 1)
 *   CMS_PROXY_PORT       the content manager's proxy on 127.0.0.1 (default: the site's port + 2)
 *   --host               the site on every address, not only localhost (a phone on the LAN)
 *   DATA_DIR             the API's leads (default data/dev); SMTP_URL, … as for `npm run api`
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { devPorts, type DevPorts } from './lib/dev-ports.ts'

const root = join(import.meta.dirname, '..')

let options: { port?: string; host?: boolean }
let ports: DevPorts
try {
  options = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'boolean' } },
  }).values
  ports = devPorts({ ...process.env, ...(options.port !== undefined && { PORT: options.port }) })
} catch (error) {
  process.stderr.write(
    `dev: ${(error as Error).message}\nusage: npm run dev -- [--port <n>] [--host]\n`,
  )
  process.exit(2)
}

const dataDir = process.env.DATA_DIR || 'data/dev'
const env = {
  ...process.env,
  PORT: String(ports.site),
  API_PORT: String(ports.api),
  // Reached through the dev server's proxy only, like the API behind nginx.
  API_HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // A developer sends the forms more often than the production limit (5 in 10 minutes) allows.
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX || '100',
  // The CMS's configuration (vite.cms.config.ts) names the proxy; Decap uses it on localhost.
  CMS_LOCAL_PROXY_URL: `http://localhost:${ports.cmsProxy}/api/v1`,
}

/** decap-server in its file-system mode: saving an entry writes the file, nothing is committed. */
const cmsProxyEnv = {
  ...process.env,
  PORT: String(ports.cmsProxy),
  BIND_HOST: '127.0.0.1',
  MODE: 'fs',
  GIT_REPO_DIRECTORY: root,
  LOG_LEVEL: 'warn',
}

process.stdout.write(
  `dev: the lead API on http://127.0.0.1:${ports.api} (leads in ${dataDir}); a desk user:\n` +
    `  DATA_DIR=${dataDir} npm run --silent leads -- users add you@example.com --role admin\n` +
    `dev: the content manager at /cms saves into this working copy (its proxy on port ${ports.cmsProxy})\n`,
)

const node = process.execPath
const children: [string, ChildProcess][] = [
  ['the API', spawn(node, ['server/main.ts'], { cwd: root, env, stdio: 'inherit' })],
  [
    "the content manager's proxy",
    spawn(node, ['node_modules/decap-server/dist/index.js'], {
      cwd: root,
      env: cmsProxyEnv,
      stdio: 'inherit',
    }),
  ],
  [
    'the Vite dev server',
    spawn(
      node,
      [
        'node_modules/vite-react-ssg/bin/vite-react-ssg.js',
        'dev',
        ...(options.host ? ['--host'] : []),
      ],
      { cwd: root, env, stdio: 'inherit' },
    ),
  ],
]

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
function stopAll() {
  for (const [, child] of children) if (running(child)) child.kill('SIGTERM')
}

let signalled = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    signalled = true
    stopAll()
  })
}

const exits = children.map(async ([name, child]) => {
  // `once` rejects when the child could not be started at all ('error' instead of 'exit').
  const [code, signal] = running(child)
    ? await once(child, 'exit').catch(() => [null, null])
    : [child.exitCode, child.signalCode]
  return { name, code: code as number | null, signal: signal as NodeJS.Signals | null }
})
const first = await Promise.race(exits)
stopAll()
await Promise.all(exits)
if (signalled) process.exit(0)
process.stderr.write(
  `dev: ${first.name} stopped (${first.signal ?? `status ${first.code}`}); the other was stopped too\n`,
)
process.exit(first.code ?? 1)
