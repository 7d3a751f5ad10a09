import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dist, distFiles, readDist } from '../support/dist.ts'
import { startSite, type RunningSite } from '../support/nginx.ts'

let site: RunningSite
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${site.origin}${path}`, { redirect: 'manual', ...init })

beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site.stop()
})

const securityHeaders = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
}

function expectSecurityHeaders(response: Response) {
  for (const [name, pattern] of Object.entries(securityHeaders))
    expect(response.headers.get(name), name).toMatch(pattern)
  const csp = response.headers.get('content-security-policy') ?? ''
  const directives = Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
  expect(directives['default-src']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'none'"])
  expect(directives['form-action']).toEqual(["'self'"])
  expect(directives['script-src']?.[0]).toBe("'self'")
  expect(directives['script-src']).not.toContain("'unsafe-inline'")
  const generated = readFileSync(join(dist, '.vite', 'csp-hashes.conf'), 'utf8')
  const scriptHashes = generated.match(/\$csp_script_hashes \{ default "(.*)"; \}/)?.[1]?.split(' ')
  expect(scriptHashes?.length).toBeGreaterThan(0)
  expect(directives['script-src']?.slice(1)).toEqual(scriptHashes)
  expect(response.headers.get('server')).toBe('nginx')
}

describe('pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/company', 'about/company.html'],
    ['/resources/FAQs', 'resources/FAQs.html'],
    ['/au/erp-solutions', 'au/erp-solutions.html'],
  ])('%s answers 200 with %s, revalidated, with every security header', async (path, file) => {
    const response = await get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe(readDist(file))
    expectSecurityHeaders(response)
  })

  it.each([
    ['/about/', '/about'],
    ['/services/ui-ux-design/', '/services/ui-ux-design'],
    ['/about/?ref=mail', '/about?ref=mail'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
  ])('%s redirects permanently to %s on the same host', async (path, location) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
    expectSecurityHeaders(response)
  })

  it.each([
    '/404',
    '/nope',
    '/au/not-a-service',
    '/xx/web-application-development',
    '/services/nope',
    '/about/nope',
    '/services',
  ])('%s answers a true 404 with the not-found page', async (path) => {
    const response = await get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe(readDist('404.html'))
    expectSecurityHeaders(response)
  })
})

describe('compression and caching', () => {
  const script = distFiles().find((file) => /^assets\/app-.*\.js$/.test(file)) ?? 'no entry script'

  it.each([
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const)('serves the precompressed %s file written by the build', async (encoding, suffix) => {
    for (const [path, file] of [
      ['/about', 'about.html'],
      [`/${script}`, script],
    ] as const) {
      const response = await get(path, { headers: { 'accept-encoding': encoding } })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      const precompressed = readFileSync(join(dist, `${file}.${suffix}`))
      expect(response.headers.get('content-length')).toBe(String(precompressed.length))
      // fetch decodes the body: it must be the original file.
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.equals(readFileSync(join(dist, file)))).toBe(true)
    }
  })

  it('revalidates a page by its ETag alone, with no Last-Modified to send', async () => {
    const first = await get('/about', { headers: { 'accept-encoding': 'br' } })
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(first.headers.get('last-modified')).toBeNull()
    const again = await get('/about', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get(`/${script}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(response)
  })
})

describe('files of a retired build (a tab opened before a deploy asks for them)', () => {
  const manifest = distFiles().find((file) => /^static-loader-data-manifest-\w+\.json$/.test(file))

  it('serves the page data of the live build, revalidated', async () => {
    const response = await get(`/${manifest ?? 'no manifest'}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers null for a page the live build does not have, so its screen shows not found', async () => {
    const build = /static-loader-data-manifest-(\w+)\.json/.exec(manifest ?? '')?.[1] ?? ''
    const response = await get(`/static-loader-data/services/nope.${build}.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it.each([
    '/assets/app-Retired1.js',
    '/assets/shared-Retired1.css',
    '/static-loader-data-manifest-retired1.json',
    '/static-loader-data/about.retired1.json',
  ])('%s answers a plain 404, not the HTML page, and is not cached', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe('Not found\n')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(response)
  })
})

describe('what is never served', () => {
  it('keeps the build manifest private', async () => {
    expect(distFiles()).toContain('.vite/manifest.json')
    expect((await get('/.vite/manifest.json')).status).toBe(404)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s on a static path answers 405 and allows GET, HEAD',
    async (method) => {
      for (const path of ['/', '/about', '/nope']) {
        const response = await get(path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD')
        expectSecurityHeaders(response)
      }
    },
  )

  it('answers HEAD like GET, without a body', async () => {
    const response = await get('/about', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })
})

describe('hidden files, in a fixture site', () => {
  let fixture: RunningSite
  let fixtureRoot: string

  beforeAll(async () => {
    fixtureRoot = mkdtempSync(join(tmpdir(), 'site-fixture-'))
    const files: Record<string, string> = {
      '404.html': '<h1>Page Not Found</h1>',
      'index.html': '<h1>Home</h1>',
      '.env': 'SECRET=1',
      '.git/config': '[core]',
      'assets/app.js.map': '{}',
      '.well-known/security.txt': 'Contact: mailto:security@example.com',
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(fixtureRoot, file, '..'), { recursive: true })
      writeFileSync(join(fixtureRoot, file), content)
    }
    fixture = await startSite({
      SITE_ROOT: fixtureRoot,
      SITE_CSP: join(dist, '.vite', 'csp-hashes.conf'),
    })
  })
  afterAll(async () => {
    await fixture.stop()
    rmSync(fixtureRoot, { recursive: true, force: true })
  })

  it.each(['/.env', '/.git/config', '/assets/app.js.map'])('%s is not served', async (path) => {
    const response = await fetch(`${fixture.origin}${path}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
  })

  it('serves /.well-known/', async () => {
    const response = await fetch(`${fixture.origin}/.well-known/security.txt`)
    expect(response.status).toBe(200)
  })
})

describe('shutdown', () => {
  it('stops nginx and leaves nothing running on SIGTERM', async () => {
    const running = await startSite()
    const pid = running.process.pid
    expect(await running.stop()).toBe(0)
    const left = execFileSync('ps', ['-eo', 'ppid=,pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('nginx') && line.includes(running.origin.split(':')[2] ?? ''))
    expect(left, `processes of ${pid} still running`).toEqual([])
    await expect(fetch(`${running.origin}/`)).rejects.toThrow()
  })
})
