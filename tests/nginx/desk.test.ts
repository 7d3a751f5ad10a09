import { once } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { root } from '../support/dist.ts'
import { startSite, type RunningSite } from '../support/nginx.ts'

/**
 * The sales desk (/admin) through the real nginx: its own build folder (build/desk, from
 * `npm run build`), its own headers, and its API under /api/admin/ passed on to a stand-in
 * upstream that records what reaches it.
 */
const deskRoot = join(root, 'build', 'desk')
const deskCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

let site: RunningSite
/** The same nginx with no desk built. */
let withoutDesk: RunningSite
const emptyDesk = mkdtempSync(join(tmpdir(), 'no-desk-'))
let upstream: Server
const received: { method: string; url: string; headers: IncomingMessage['headers'] }[] = []

beforeAll(async () => {
  upstream = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
      })
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end('{"user":{"id":"u1","email":"a@example.com","role":"admin"}}')
    })
  }).listen(0, '127.0.0.1')
  await once(upstream, 'listening')
  const apiPort = String((upstream.address() as AddressInfo).port)
  // The forms' limit at its strictest: the desk's API must not be held to it.
  site = await startSite({ API_PORT: apiPort, NGINX_API_RATE: '1r/m', DESK_ROOT: deskRoot })
  withoutDesk = await startSite({ API_PORT: apiPort, DESK_ROOT: emptyDesk })
})
afterAll(async () => {
  await site.stop()
  await withoutDesk.stop()
  upstream.close()
  rmSync(emptyDesk, { recursive: true, force: true })
})

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${site.origin}${path}`, { redirect: 'manual', ...init })

/** The headers of every answer of the desk's page, a screen's or a 404's. */
function expectDeskHeaders(response: Response) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('content-security-policy')).toBe(deskCsp)
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(response.headers.get('cache-control')).toBe('no-store')
}

/** The desk's screens (src/admin/screen-paths.ts), as opened: with ids and queries. */
const screens = [
  '/admin',
  '/admin/items/x',
  '/admin/items/4f6c1f6e-93a1-4ac2-9a6b-0c1d2e3f4a5b',
  '/admin/audit?page=2',
  '/admin/users',
  '/admin/erase',
]

describe('the desk app', () => {
  it.each(screens)(
    '%s answers 200 with the desk HTML, its own CSP, noindex, never stored',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-security-policy')).toBe(deskCsp)
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('set-cookie')).toMatch(
        /^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Strict$/,
      )

      const html = await response.text()
      expect(html).toBe(readFileSync(join(deskRoot, 'admin', 'index.html'), 'utf8'))
      const document = parse(html)
      const scripts = document.querySelectorAll('script')
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(script.getAttribute('src')).toMatch(/^\/admin\/assets\/[\w-]+\.js$/)
        expect(script.rawText.trim()).toBe('')
      }
      expect(document.querySelectorAll('style')).toHaveLength(0)
      expect(html).not.toMatch(/\sstyle=/)
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      )
    },
  )

  // The desk's screens are those of src/admin/screen-paths.ts; the page's router shows its
  // "Not found" screen at any other address.
  it.each([
    '/admin/no-such-screen',
    '/admin/items',
    '/admin/items/x/history',
    '/admin/Audit',
    '/admin/sign-in',
    '/admin/index.html',
    '/admin/favicon.svg',
  ])('%s is no screen: a 404 with the desk HTML and headers', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expectDeskHeaders(response)
    expect(await response.text()).toBe(readFileSync(join(deskRoot, 'admin', 'index.html'), 'utf8'))
  })

  it('redirects a screen with a trailing slash to its one URL', async () => {
    const response = await get('/admin/audit/?page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/admin/audit?page=2')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('redirects /admin/ to /admin, with the desk headers', async () => {
    const response = await get('/admin/?page=2')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/admin?page=2')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('caches its hashed assets for a year, without a cookie; a missing one is a plain 404', async () => {
    const assets = readdirSync(join(deskRoot, 'admin', 'assets'))
    const script = assets.find((file) => file.endsWith('.js'))
    expect(script).toBeTruthy()
    const response = await get(`/admin/assets/${script}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('content-security-policy')).toBe(deskCsp)

    const missing = await get('/admin/assets/index-gone.js')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
  })

  it('leaves the public pages their own headers', async () => {
    const response = await get('/about')
    expect(response.headers.get('content-security-policy')).not.toBe(deskCsp)
    expect(response.headers.get('x-robots-tag')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })
})

describe('/api/admin/', () => {
  const post = (path: string) =>
    fetch(`${site.origin}${path}`, {
      method: 'POST',
      body: '{"status":"won"}',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=0123456789abcdef0123456789abcdef',
        'x-xsrf-token': '0123456789abcdef0123456789abcdef',
      },
    })

  it('passes POST /api/admin/session to the API (not 405), anti-forgery header included', async () => {
    const response = await post('/api/admin/session')
    expect(response.status).toBe(200)
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/session' })
    expect(received.at(-1)?.headers['x-xsrf-token']).toBe('0123456789abcdef0123456789abcdef')
  })

  it('is not held to the forms’ per-address rate limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/admin/items/x')).status)
    expect(statuses).toEqual(Array(12).fill(200))
    // The forms still are: 1r/m, burst 5.
    const forms: number[] = []
    for (let i = 0; i < 8; i++)
      forms.push((await fetch(`${site.origin}/api/contact`, { method: 'POST', body: '{}' })).status)
    expect(forms).toContain(429)
  })

  it('answers with exactly one Cache-Control: no-store', async () => {
    const response = await fetch(`${site.origin}/api/admin/items`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('still refuses other methods', async () => {
    const response = await fetch(`${site.origin}/api/admin/items/x`, { method: 'DELETE' })
    expect(response.status).toBe(405)
  })
})

describe("the screens of the desk's build (desk-screens.conf)", () => {
  const screens = (list: string) =>
    `location ~ "^/admin(?:${list})$" {\n    try_files /admin/index.html =404;\n}\n`

  it('are the ones nginx serves, and a reload (as publish-desk sends) reads a new list', async () => {
    const desk = mkdtempSync(join(tmpdir(), 'desk-screens-'))
    cpSync(join(deskRoot, 'admin'), join(desk, 'admin'), { recursive: true })
    writeFileSync(join(desk, 'desk-screens.conf'), screens('/reports'))
    const other = await startSite({ DESK_ROOT: desk })
    try {
      const status = async (path: string) => (await fetch(`${other.origin}${path}`)).status
      expect(await status('/admin/reports')).toBe(200)
      expect(await status('/admin/audit')).toBe(404)

      writeFileSync(join(desk, 'desk-screens.conf'), screens('/reports|/audit'))
      other.process.kill('SIGHUP')
      for (let attempt = 0; (await status('/admin/audit')) !== 200; attempt++) {
        if (attempt > 100) throw new Error(`nginx did not reload:\n${other.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await status('/admin/reports')).toBe(200)
    } finally {
      await other.stop()
      rmSync(desk, { recursive: true, force: true })
    }
  })

  it('must come with it: a desk built without one is not served', async () => {
    const desk = mkdtempSync(join(tmpdir(), 'desk-old-'))
    cpSync(join(deskRoot, 'admin'), join(desk, 'admin'), { recursive: true })
    const old = await startSite({ DESK_ROOT: desk })
    try {
      const response = await fetch(`${old.origin}/admin`)
      expect(response.status).toBe(404)
      expect(await response.text()).toMatch(/not built/)
      expect(old.output()).toMatch(/has no desk-screens\.conf/)
    } finally {
      await old.stop()
      rmSync(desk, { recursive: true, force: true })
    }
  })
})

describe('without a desk build', () => {
  it('serves the site, and /admin answers a plain 404 saying the desk is not built', async () => {
    expect((await fetch(`${withoutDesk.origin}/about`)).status).toBe(200)
    for (const path of ['/admin', '/admin/items/x']) {
      const response = await fetch(`${withoutDesk.origin}${path}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toMatch(/not built/)
    }
    expect(withoutDesk.output()).toMatch(/no sales desk/)
  })
})
