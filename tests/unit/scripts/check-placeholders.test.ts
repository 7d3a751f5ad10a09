import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  placeholderMessage,
  placeholderSettings,
  placeholdersFile,
  type Placeholders,
} from '../../../src/config/placeholders.ts'
import { freePort } from '../../support/ports.ts'
import { ownContact } from '../support/own-contact.ts'

/**
 * scripts/check-placeholders.ts as its callers run it: scripts/serve.sh (a warning on what the
 * server serves, from its build's record) and the publishing workflow's deploy step (--strict, on
 * the repository variables).
 */
const root = join(import.meta.dirname, '..', '..', '..')
// This machine's SITE_* variables (or a deployer's .env) must not decide the outcome.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')),
)
const defaultsMessage = placeholderMessage(placeholderSettings({}))

function check(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts', 'check-placeholders.ts'), ...args],
    {
      cwd: root,
      env: { ...cleanEnv, ...env },
      encoding: 'utf8',
    },
  )
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

let work: string
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'placeholders-test-'))
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

/** An export as `npm run build` leaves it (its record in .vite/), without the pages. */
function exportWith(placeholders: Placeholders) {
  const site = join(work, 'dist')
  mkdirSync(join(site, '.vite'), { recursive: true })
  writeFileSync(join(site, '.vite', placeholdersFile), JSON.stringify(placeholders))
  return site
}

describe('check-placeholders on the SITE_* variables (the deploy step)', () => {
  it('prints the one message and, with --strict, fails while they are the defaults', () => {
    const strict = check(['--strict'])
    expect(strict.status).toBe(1)
    expect(strict.stderr).toBe(`${defaultsMessage}\n`)
    expect(strict.stdout).toBe('')
    const warning = check([])
    expect(warning.status).toBe(0)
    expect(warning.stderr).toBe(`${defaultsMessage}\n`)
  })

  it('names only the settings still at their example', () => {
    const { status, stderr } = check(['--strict'], {
      ...ownContact,
      SITE_PHONE: '+91 79 0000 0000',
      SITE_EMAIL: '',
    })
    expect(status).toBe(1)
    expect(stderr).toBe(
      `${placeholderMessage({ SITE_PHONE: '+91 79 0000 0000', SITE_EMAIL: 'hello@example.com' })}\n`,
    )
  })

  it('is silent and passes once every contact detail is set', () => {
    expect(check(['--strict'], ownContact)).toEqual({ status: 0, stdout: '', stderr: '' })
  })
})

describe('check-placeholders --site (what a server serves)', () => {
  it("reads the build's record, not this environment", () => {
    const site = exportWith(placeholderSettings({}))
    // Own values here: a server's environment has none of its build's variables.
    expect(check(['--site', site], ownContact)).toEqual({
      status: 0,
      stdout: '',
      stderr: `${defaultsMessage}\n`,
    })
    expect(check(['--site', exportWith({})])).toEqual({ status: 0, stdout: '', stderr: '' })
  })

  it("finds a release's record beside its site folder", () => {
    const release = join(work, 'releases', '20261123T100100-aaaa')
    mkdirSync(join(release, 'site'), { recursive: true })
    writeFileSync(
      join(release, placeholdersFile),
      JSON.stringify({ SITE_X_URL: 'https://x.com/example' }),
    )
    const { stderr } = check(['--site', join(release, 'site')])
    expect(stderr).toBe(`${placeholderMessage({ SITE_X_URL: 'https://x.com/example' })}\n`)
  })

  it('says when a build has no record, and does not vouch for it under --strict', () => {
    mkdirSync(join(work, 'old'))
    const warning = check(['--site', join(work, 'old')])
    expect(warning.status).toBe(0)
    expect(warning.stderr).toMatch(/no placeholders\.json .*run 'npm run build'/)
    expect(check(['--site', join(work, 'old'), '--strict']).status).toBe(1)
  })
})

describe('scripts/serve.sh', () => {
  it('prints the warning once, before it starts the servers', async () => {
    // An export with the default record but no pages: nginx/start.sh refuses it, which ends
    // serve.sh once the check and the API have run.
    const site = exportWith(placeholderSettings({}))
    mkdirSync(join(work, 'data'))
    const child = spawn('bash', [join(root, 'scripts', 'serve.sh')], {
      env: {
        ...cleanEnv,
        ...ownContact,
        SITE_ROOT: site,
        DATA_DIR: join(work, 'data'),
        PORT: String(await freePort()),
        API_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.resume()
    // 'close': the process has exited and its output is all read.
    const [code] = (await once(child, 'close')) as [number | null]
    expect(code, stderr).not.toBe(0)
    expect(stderr.split(defaultsMessage)).toHaveLength(2)
    expect(stderr.indexOf(defaultsMessage)).toBeLessThan(stderr.indexOf('no built site'))
  }, 30_000)
})
