import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { basename, join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeholderMessage, placeholderSettings } from '../../src/config/placeholders.ts'
import { contactBody } from '../api/support/forms.ts'
import { freePort } from '../support/ports.ts'
import { startPostgres, type LocalPostgres } from '../support/postgres.ts'

/**
 * The Docker image, built as docs/operations.md says (plus --network host: this machine reaches
 * no registry and containers are reached on loopback only) and run with a port that is not the
 * default.
 * scripts/test.sh runs this file only when a Docker engine answers.
 */
const root = join(import.meta.dirname, '..', '..')
// One tag per checkout: engineers working in other folders of the same machine build their own.
const image = `company-website-test-${basename(root)
  .toLowerCase()
  .replace(/[^a-z0-9_.-]/g, '-')}`
const suffix = randomBytes(4).toString('hex')
const volume = `website-smoke-data-${suffix}`
let container = `website-smoke-${suffix}`
let port = 0
let origin = ''
let imageBytes = 0

function docker(...args: string[]): string {
  return execFileSync('docker', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
}

const browserPackages = [
  '@unhead/react',
  'ky',
  'lucide-react',
  'react',
  'react-dom',
  'react-router-dom',
  'react-toastify',
]

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seconds = 90) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function runContainer(name = container, sitePort = port, env: string[] = []) {
  const apiPort = await freePort()
  docker(
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    '-e',
    `PORT=${sitePort}`,
    '-e',
    `API_PORT=${apiPort}`,
    ...env.flatMap((variable) => ['-e', variable]),
    '-v',
    `${volume}:/srv/site/data`,
    image,
  )
  const site = `http://127.0.0.1:${sitePort}`
  await waitFor('the site', async () => ((await fetch(`${site}/`)).ok ? true : undefined))
}

/** The export command of docs/operations.md ("Docker"), as the sales team runs it. */
const exportLeads = (format: string, name = container) =>
  spawnSync('docker', ['exec', name, 'leads', 'export', '--format', format], {
    encoding: 'utf8',
  })

/** An enquiry through nginx, as the contact form sends it. */
async function sendEnquiry(site: string, email: string, key: string) {
  const page = await fetch(`${site}/contactus`)
  const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? ''
  expect(token).not.toBe('')
  return fetch(`${site}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      origin: site,
      'idempotency-key': key,
    },
    body: JSON.stringify(contactBody({ email })),
  })
}

beforeAll(async () => {
  const build = spawnSync('docker', ['build', '--network', 'host', '-t', image, '.'], {
    cwd: root,
    env: { ...process.env, DOCKER_BUILDKIT: '0' },
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  })
  if (build.status !== 0) throw new Error(`docker build failed:\n${build.stdout}\n${build.stderr}`)
  imageBytes = Number(docker('image', 'inspect', '-f', '{{.Size}}', image).trim())
  console.log(`[docker] image ${image}: ${(imageBytes / 1e6).toFixed(0)} MB`)
  port = await freePort()
  // Not the image's default (8080): the port must come from PORT everywhere.
  if (port === 8080) port = await freePort()
  origin = `http://127.0.0.1:${port}`
  await runContainer()
}, 900_000)

afterAll(() => {
  spawnSync('docker', ['rm', '-f', container])
  spawnSync('docker', ['volume', 'rm', '-f', volume])
})

describe('the Docker image', () => {
  it('weighs at most 300 MB: Debian, a stripped Node, nginx, the API and a packed export', () => {
    expect(imageBytes / 1e6).toBeLessThanOrEqual(300)
  })

  it('installs only what the API loads', () => {
    const installed = docker(
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      image,
      '-c',
      'ls node_modules node_modules/@*',
    )
    const megabytes = Number(
      docker('run', '--rm', '--entrypoint', 'du', image, '-sm', 'node_modules').split('\t')[0],
    )
    console.log(`[docker] runtime node_modules: ${megabytes} MB`)
    const names = new Set(installed.split(/\s+/))
    for (const name of browserPackages) expect(names, name).not.toContain(name.split('/').pop())
    expect(names).toContain('fastify')
    expect(megabytes).toBeLessThan(40)
  })

  it('serves pages, the not-found page with its status, security headers and the API', async () => {
    const home = await fetch(`${origin}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(home.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    const missing = await fetch(`${origin}/au/not-a-service`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page Not Found')
    const health = await fetch(`${origin}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite', reasons: [] })
  })

  it('becomes healthy on the port it was started with', async () => {
    const status = await waitFor('a healthy container', async () => {
      const state = docker('inspect', '-f', '{{.State.Health.Status}}', container).trim()
      return state === 'healthy' ? state : undefined
    })
    expect(status).toBe('healthy')
  }, 120_000)

  it('warns once in its log that its contact details are the example defaults', () => {
    // Built as docs/operations.md says, without --build-arg: every contact detail is the example.
    const logs = spawnSync('docker', ['logs', container], { encoding: 'utf8' })
    const warning = placeholderMessage(placeholderSettings({}))
    expect(`${logs.stdout}${logs.stderr}`.split(warning)).toHaveLength(2)
  })

  it('stores an enquiry sent through nginx; the export prints only CSV or only JSON', async () => {
    const email = `smoke-${suffix}@example.org`
    const sent = await sendEnquiry(origin, email, `smoke-${suffix}`)
    expect(sent.status, await sent.clone().text()).toBe(201)

    const csv = exportLeads('csv')
    expect(csv.status, csv.stderr).toBe(0)
    expect(csv.stdout.split('\r\n')[0]).toMatch(/^\uFEFFid,kind,createdAt,/)
    expect(csv.stdout).toContain(email)
    const json = exportLeads('json')
    expect(json.status, json.stderr).toBe(0)
    const leads = JSON.parse(json.stdout) as { email: string }[]
    expect(leads.map((lead) => lead.email)).toContain(email)
  })

  it('serves the sales desk: a user added in the container signs in through nginx', async () => {
    const desk = await fetch(`${origin}/admin`)
    expect(desk.status).toBe(200)
    expect(desk.headers.get('content-security-policy')).toMatch(/script-src 'self';/)
    expect(desk.headers.get('x-robots-tag')).toMatch(/noindex/)
    const token = /XSRF-TOKEN=([^;]+)/.exec(desk.headers.get('set-cookie') ?? '')?.[1] ?? ''
    expect(token).not.toBe('')

    // The first-admin command of docs/leads.md ("Desk users and sign-in"); argon2's prebuilt
    // binary loads in the slim runtime.
    const email = `desk-${suffix}@example.org`
    const password = 'a long enough desk password'
    const added = spawnSync(
      'docker',
      ['exec', '-i', container, 'leads', 'users', 'add', email, '--role', 'admin'],
      { input: `${password}\n${password}\n`, encoding: 'utf8' },
    )
    expect(added.status, added.stderr).toBe(0)

    const signedIn = await fetch(`${origin}/api/admin/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
        origin,
      },
      body: JSON.stringify({ email, password }),
    })
    expect(signedIn.status, await signedIn.clone().text()).toBe(200)
    const session = /(desk_session=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1]
    expect(session).toBeDefined()
    const inbox = await fetch(`${origin}/api/admin/items`, { headers: { cookie: session ?? '' } })
    expect(inbox.status).toBe(200)
    expect(inbox.headers.get('cache-control')).toBe('no-store')
    const { items } = (await inbox.json()) as { items: { email: string }[] }
    expect(items.map((item) => item.email)).toContain(`smoke-${suffix}@example.org`)
  })

  it('runs every process as the unprivileged user', () => {
    const processes = docker('top', container, '-eo', 'pid,uid,args')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => /^\s*\d+\s+(\d+)\s+(.*)$/.exec(line)?.slice(1) ?? [line, ''])
    const commands = processes.map(([, command]) => command).join('\n')
    expect(commands).toMatch(/tini/)
    expect(commands).toMatch(/server\/main\.ts/)
    expect(commands).toMatch(/nginx: master/)
    expect(commands).toMatch(/nginx: worker/)
    for (const [uid, command] of processes) expect(uid, command).toBe('10001')
  })

  it('stops cleanly within its time-out, and the data volume outlives the container', async () => {
    const started = Date.now()
    docker('stop', '-t', '20', container)
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(docker('inspect', '-f', '{{.State.ExitCode}}', container).trim()).toBe('0')
    docker('rm', container)

    container = `website-smoke-${suffix}-again`
    await runContainer()
    const json = exportLeads('json')
    expect(json.status, json.stderr).toBe(0)
    const leads = JSON.parse(json.stdout) as { email: string }[]
    expect(leads.map((lead) => lead.email)).toContain(`smoke-${suffix}@example.org`)
  }, 120_000)
})

describe('the Docker image with DATABASE_URL (PostgreSQL on the host)', () => {
  let postgres: LocalPostgres
  let databaseUrl = ''
  let site = ''
  const name = `website-smoke-pg-${suffix}`

  beforeAll(async () => {
    postgres = await startPostgres()
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('CREATE DATABASE smoke_leads')
    await admin.end()
    databaseUrl = postgres.url.replace(/\/postgres$/, '/smoke_leads')
    const sitePort = await freePort()
    site = `http://127.0.0.1:${sitePort}`
    await runContainer(name, sitePort, [`DATABASE_URL=${databaseUrl}`])
  }, 120_000)

  afterAll(async () => {
    spawnSync('docker', ['rm', '-f', name])
    await postgres?.stop()
  })

  it('stores an enquiry in PostgreSQL, reports it healthy and exports it', async () => {
    const health = await fetch(`${site}/api/health`)
    expect(health.status).toBe(200)
    const email = `smoke-pg-${suffix}@example.org`
    const sent = await sendEnquiry(site, email, `smoke-pg-${suffix}`)
    expect(sent.status, await sent.clone().text()).toBe(201)
    const { id } = (await sent.json()) as { id: string }

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query<{ id: string }>('SELECT id FROM leads')
    await client.end()
    expect(rows).toEqual([{ id }])

    const json = exportLeads('json', name)
    expect(json.status, json.stderr).toBe(0)
    expect((JSON.parse(json.stdout) as { email: string }[]).map((lead) => lead.email)).toEqual([
      email,
    ])
    const backup = spawnSync('docker', ['exec', name, 'leads', 'backup', '/tmp/backup'], {
      encoding: 'utf8',
    })
    expect(backup.status).toBe(1)
    expect(backup.stderr).toContain('pg_dump --format=custom')
  })
})

describe('scripts/deploy-container.sh (the publish workflow runs it on the server)', () => {
  const name = `website-deploy-${suffix}`
  const volumes = `website-deploy-${suffix}`
  const broken = `${image}-unhealthy`
  let sitePort = 0
  let runArgs = ''

  beforeAll(async () => {
    sitePort = await freePort()
    runArgs = `--network host -e PORT=${sitePort} -e API_PORT=${await freePort()}`
    // The same image with a health check that fails: a version that must not stay live.
    const build = spawnSync('docker', ['build', '--network', 'host', '-t', broken, '-'], {
      input: `FROM ${image}\nHEALTHCHECK --interval=1s --timeout=1s --retries=1 CMD false\n`,
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
      encoding: 'utf8',
    })
    if (build.status !== 0) throw new Error(`docker build failed:\n${build.stderr}`)
  }, 120_000)

  afterAll(() => {
    spawnSync('docker', ['rm', '-f', name, `${name}-previous`])
    spawnSync('docker', ['volume', 'rm', '-f', `${volumes}-data`, `${volumes}-releases`])
    spawnSync('docker', ['image', 'rm', '-f', broken])
  })

  const deploy = (version: string) =>
    spawnSync('bash', ['scripts/deploy-container.sh', version], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DEPLOY_NAME: name,
        DEPLOY_ENV_FILE: '/nonexistent/website.env',
        DEPLOY_PUBLISH: '',
        DEPLOY_RUN_ARGS: runArgs,
        DEPLOY_VOLUMES: volumes,
        DEPLOY_WAIT: '90',
      },
    })
  const running = () => docker('inspect', '-f', '{{.Config.Image}} {{.State.Status}}', name).trim()

  it('starts a version and waits until it is healthy', async () => {
    const result = deploy(image)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stderr).toContain(`${name} runs ${image}`)
    expect(running()).toBe(`${image} running`)
    expect((await fetch(`http://127.0.0.1:${sitePort}/`)).status).toBe(200)
  }, 120_000)

  it('puts the previous version back when the new one is not healthy', async () => {
    const result = deploy(broken)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${broken} did not become healthy`)
    expect(result.stderr).toContain(`${name} is back on ${image}`)
    expect(running()).toBe(`${image} running`)
    const home = await waitFor('the previous version answering', async () => {
      const response = await fetch(`http://127.0.0.1:${sitePort}/`)
      return response.ok ? response : undefined
    })
    expect(home.status).toBe(200)
    expect(spawnSync('docker', ['container', 'inspect', `${name}-previous`]).status).not.toBe(0)
  }, 120_000)
})
