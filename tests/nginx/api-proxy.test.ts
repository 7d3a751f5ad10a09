import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningSite } from '../support/nginx.ts'
import { freePort } from '../support/ports.ts'

/**
 * nginx in front of the lead API: a stand-in upstream records what nginx passes on, so these
 * tests check nginx's part alone (the API has its own tests in tests/api).
 */
let site: RunningSite
/** The same nginx with METRICS_TOKEN set. */
let withToken: RunningSite
/** The same nginx with no API behind it. */
let withoutApi: RunningSite
const metricsToken = 'c2b6f1d0a9e84f7b8e1d2c3b4a5f6e7d'
let upstream: Server
const received: {
  method: string
  url: string
  headers: IncomingMessage['headers']
  bytes: number
}[] = []

/** The API's answers on the content manager's sign-in, shaped as server/routes/cms-auth.ts's. */
const signInCsp =
  "default-src 'none'; script-src 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
const toGithub = 'https://github.com/login/oauth/authorize?client_id=abc&state=s1'
const signInAnswers: Record<string, { status: number; headers: Record<string, string> }> = {
  '/api/cms/auth': {
    status: 302,
    headers: {
      location: toGithub,
      'set-cookie':
        'cms_oauth_state=s1; Max-Age=600; Path=/api/cms; HttpOnly; Secure; SameSite=Lax',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  },
  '/api/cms/callback': {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': signInCsp,
      'set-cookie': 'cms_oauth_state=; Max-Age=0; Path=/api/cms; HttpOnly; Secure; SameSite=Lax',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  },
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let bytes = 0
    request.on('data', (chunk: Buffer) => (bytes += chunk.length))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        bytes,
      })
      const signIn = signInAnswers[new URL(request.url ?? '/', 'http://api').pathname]
      if (signIn) return response.writeHead(signIn.status, signIn.headers).end('<p>page</p>')
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"stub"}')
    })
  }).listen(0, '127.0.0.1')
  await once(upstream, 'listening')
  const apiPort = (upstream.address() as AddressInfo).port
  site = await startSite({ API_PORT: String(apiPort), NGINX_API_RATE: '60r/m' })
  withToken = await startSite({ API_PORT: String(apiPort), METRICS_TOKEN: metricsToken })
  withoutApi = await startSite({ API_PORT: String(await freePort()) })
})
afterAll(async () => {
  await site.stop()
  await withToken.stop()
  await withoutApi.stop()
  upstream.close()
})

const post = (
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) =>
  fetch(`${site.origin}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
  })

describe('the anti-forgery cookie', () => {
  const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? ''

  it('comes with a page, random, for the whole site, SameSite=Strict, readable by the page', async () => {
    const first = cookieOf(await fetch(`${site.origin}/about`))
    const second = cookieOf(await fetch(`${site.origin}/contactus`))
    expect(first).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Strict$/)
    expect(second).not.toBe(first)
    expect(first).not.toContain('HttpOnly')
  })

  it('is Secure when the site is reached over HTTPS (behind a TLS proxy)', async () => {
    const response = await fetch(`${site.origin}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(cookieOf(response)).toMatch(/; SameSite=Strict; Secure$/)
  })

  it('is not replaced once the visitor has one, and never comes with a cached asset', async () => {
    const headers = { cookie: 'XSRF-TOKEN=0123456789abcdef0123456789abcdef' }
    expect(cookieOf(await fetch(`${site.origin}/about`, { headers }))).toBe('')
    const asset = (await fetch(`${site.origin}/`).then((r) => r.text())).match(
      /\/assets\/[^"]+\.js/,
    )?.[0]
    expect(asset).toBeTruthy()
    expect(cookieOf(await fetch(`${site.origin}${asset}`))).toBe('')
  })
})

describe('/api/ is passed to the API', () => {
  it("with the visitor's address, scheme and host (port included, for the Origin check)", async () => {
    const response = await post('/api/contact', '{"name":"x"}', {
      cookie: 'XSRF-TOKEN=abc',
      'x-xsrf-token': 'abc',
    })
    expect(response.status).toBe(201)
    const last = received.at(-1)
    expect(last).toMatchObject({ method: 'POST', url: '/api/contact', bytes: 12 })
    expect(last?.headers['x-real-ip']).toBe('127.0.0.1')
    expect(last?.headers['x-forwarded-proto']).toBe('http')
    expect(last?.headers.host).toBe(new URL(site.origin).host)
    expect(last?.headers['x-xsrf-token']).toBe('abc')
  })

  it('GET /api/health reaches the API; other methods and paths keep the static rules', async () => {
    expect((await fetch(`${site.origin}/api/health`)).status).toBe(201)
    expect(received.at(-1)?.url).toBe('/api/health')
    expect((await post('/about', '{}')).status).toBe(405)
    expect((await fetch(`${site.origin}/api/contact`, { method: 'PUT' })).status).toBe(405)
  })

  it('refuses an oversized enquiry with 413 before the API sees it', async () => {
    const before = received.length
    const response = await post('/api/contact', 'x'.repeat(70 * 1024))
    expect(response.status).toBe(413)
    expect(received.length).toBe(before)
  })

  it('lets a CV of 5 MB through to the applications endpoint, not 7 MB', async () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(
      (await post('/api/careers/applications', new Uint8Array(5 * 1024 * 1024 + 4096), form))
        .status,
    ).toBe(201)
    expect(
      (await post('/api/careers/applications', new Uint8Array(7 * 1024 * 1024), form)).status,
    ).toBe(413)
  })
})

describe('rate limit per client address', () => {
  it('answers 429 with Retry-After once a burst is used up', async () => {
    const statuses: number[] = []
    let limited: Response | undefined
    for (let i = 0; i < 12 && !limited; i++) {
      const response = await post('/api/contact', '{}')
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(statuses[0]).toBe(201)
    expect(limited?.status).toBe(429)
    expect(limited?.headers.get('retry-after')).toBe('60')
    expect(limited?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('/api/metrics through nginx', () => {
  const scrape = (origin: string, authorization?: string) =>
    fetch(`${origin}/api/metrics`, authorization ? { headers: { authorization } } : {})

  it('is not served at all without METRICS_TOKEN', async () => {
    const before = received.length
    expect((await scrape(site.origin)).status).toBe(404)
    expect((await scrape(site.origin, `Bearer ${metricsToken}`)).status).toBe(404)
    expect(received.length).toBe(before)
  })

  it('with METRICS_TOKEN, reaches the API only with that bearer token', async () => {
    const before = received.length
    expect((await scrape(withToken.origin)).status).toBe(401)
    expect((await scrape(withToken.origin, 'Bearer not-the-token-at-all-0000000000')).status).toBe(
      401,
    )
    expect((await scrape(withToken.origin, metricsToken)).status).toBe(401)
    expect(received.length).toBe(before)
    expect((await scrape(withToken.origin, `Bearer ${metricsToken}`)).status).toBe(201)
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/api/metrics' })
  })
})

describe("/api/cms/: the content manager's GitHub sign-in", () => {
  const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })

  it('passes GET /api/cms/auth on with its query; the redirect and the state cookie come back as sent', async () => {
    const response = await get(site.origin, '/api/cms/auth?provider=github&site_id=x&scope=repo')
    expect(received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/cms/auth?provider=github&site_id=x&scope=repo',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(toGithub)
    // The API's state cookie alone: not the site's anti-forgery cookie.
    expect(response.headers.getSetCookie()).toEqual([
      signInAnswers['/api/cms/auth']?.headers['set-cookie'],
    ])
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  it("keeps the callback page's own CSP, alone, and sends no Cross-Origin-Opener-Policy", async () => {
    const response = await get(site.origin, '/api/cms/callback?code=c&state=s1')
    expect(received.at(-1)?.url).toBe('/api/cms/callback?code=c&state=s1')
    expect(response.status).toBe(200)
    // Exactly the API's: a second policy (the site's) would block the page's script.
    expect(response.headers.get('content-security-policy')).toBe(signInCsp)
    // Which would cut the popup off from its opener, the content manager.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    // Once each, not the API's and nginx's side by side.
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.getSetCookie()).toEqual([
      signInAnswers['/api/cms/callback']?.headers['set-cookie'],
    ])
  })

  it('takes GET only', async () => {
    const before = received.length
    const response = await fetch(`${site.origin}/api/cms/callback?code=c&state=s1`, {
      method: 'POST',
    })
    expect(response.status).toBe(405)
    expect(received.length).toBe(before)
  })

  it("gives nginx's own answer a strict CSP of its own when the API is down", async () => {
    const response = await get(withoutApi.origin, '/api/cms/callback?code=c&state=s1')
    expect(response.status).toBe(502)
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
