import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { antiForgery } from '../../src/forms/anti-forgery.ts'
import { runCli } from '../api/support/process.ts'
import { contactBody } from '../api/support/forms.ts'
import {
  cleanUp,
  groupMembers,
  root,
  startDev,
  waitFor,
  waitUntilServing,
  type DevEnvironment,
} from './support.ts'

/**
 * `npm run dev` as a new developer runs it: pages with hot reload on the port asked for, the
 * lead API behind /api/ (so the forms really send), the sales desk at /admin, the content
 * manager at /cms with its local proxy writing into the working copy, and nothing left
 * running once it is stopped or once one of its servers dies.
 */

/** The anti-forgery cookie the dev server gave, as a browser would send it back. */
function tokenFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(antiForgery.cookie))
  const token = /^XSRF-TOKEN=([0-9a-f]{32});/.exec(cookie ?? '')?.[1]
  if (!token) throw new Error(`no anti-forgery cookie in ${JSON.stringify(cookie)}`)
  return token
}

describe('npm run dev -- --port <port>', () => {
  let dev: DevEnvironment
  beforeAll(async () => {
    dev = await startDev()
    await waitUntilServing(dev)
  })
  afterAll(() => cleanUp(dev))

  it('serves the pages from the Vite dev server on that port, with the anti-forgery cookie', async () => {
    const response = await fetch(`${dev.site}/contactus`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('/@vite/client')
    expect(html).toContain('Send enquiry')
    expect(tokenFrom(response)).toMatch(/^[0-9a-f]{32}$/)
  })

  it.each(['/services/erp-solutions', '/au/erp-solutions', '/about/company', '/'])(
    'answers the page %s with 200, as nginx does',
    async (path) => {
      const response = await fetch(`${dev.site}${path}`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(await response.text()).not.toContain('Page Not Found')
    },
  )

  // nginx's `error_page 404 /404.html`: the build exports no page there.
  it.each(['/no-such-page', '/services/nope', '/xx/erp-solutions', '/about/company/team'])(
    'answers %s with the not-found page and 404, as nginx does',
    async (path) => {
      const response = await fetch(`${dev.site}${path}`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('text/html')
      const html = await response.text()
      expect(html).toContain('Page Not Found')
      expect(html).toContain('/@vite/client')
    },
  )

  it('passes /api/ to the lead API, whose own answers come back (404 JSON included)', async () => {
    const health = await fetch(`${dev.site}/api/health`)
    expect(health.headers.get('content-type')).toContain('application/json')
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'sqlite' })
    const direct = await fetch(`http://127.0.0.1:${dev.apiPort}/api/health`)
    expect(direct.status).toBe(200)

    const unknown = await fetch(`${dev.site}/api/no-such-address`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: 'not_found' })
  })

  it('POST /api/contact without a token or a valid body gets the API refusal, not a 200 page', async () => {
    const forged = await fetch(`${dev.site}/api/contact`, { method: 'POST' })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toMatchObject({ error: 'forbidden' })

    const token = tokenFrom(await fetch(`${dev.site}/contactus`))
    const invalid = await fetch(`${dev.site}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      body: JSON.stringify({ name: 'A' }),
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ error: 'invalid' })
  })

  it('stores an enquiry sent as the page sends it (same origin, cookie and header)', async () => {
    const token = tokenFrom(await fetch(`${dev.site}/contactus`))
    const email = `dev-${Date.now().toString(36)}@example.org`
    const sent = await fetch(`${dev.site}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: dev.site,
        'sec-fetch-site': 'same-origin',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      body: JSON.stringify(contactBody({ email })),
    })
    expect(sent.status).toBe(201)
    const exported = await runCli(['export', '--format', 'json'], { DATA_DIR: dev.dataDir })
    expect(exported.code).toBe(0)
    expect(JSON.parse(exported.stdout)).toEqual([
      expect.objectContaining({ kind: 'contact', email }),
    ])
  })

  it.each(['/admin', '/admin/', '/admin/items/42'])('serves the sales desk at %s', async (path) => {
    const response = await fetch(`${dev.site}${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Sales desk</title>')
    expect(html).toContain('src="/admin/@vite/client"')
    const entry = /src="(\/admin\/@fs\/[^"]+\/src\/admin\/shell\/main\.tsx)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const script = await fetch(`${dev.site}${entry}`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain('basename: "/admin"')
  })

  it.each(['/admin/audit?page=2', '/admin/users', '/admin/erase'])(
    'serves the desk screen %s with 200',
    async (path) => {
      const response = await fetch(`${dev.site}${path}`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>Sales desk</title>')
    },
  )

  // As nginx (nginx/desk-locations.conf): the desk's page, whose router shows "Not found".
  it.each([
    '/admin/no-such-screen',
    '/admin/items',
    '/admin/items/42/history',
    '/admin/index.html',
  ])('answers %s, which is no screen of the desk, with the desk and 404', async (path) => {
    const response = await fetch(`${dev.site}${path}`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<title>Sales desk</title>')
    expect(html).toContain('src="/admin/@vite/client"')
  })

  it('serves the content manager at /cms, configured for its local proxy', async () => {
    const response = await fetch(`${dev.site}/cms/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Content manager</title>')
    expect(html).toContain('src="/cms/@vite/client"')
    const entry = /src="(\/cms\/@fs\/[^"]+\/src\/cms\/main\.tsx)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const script = await fetch(`${dev.site}${entry}`)
    expect(script.status).toBe(200)
    // The generated configuration, as the entry imports it.
    const configUrl = /from "(\/cms\/@id\/__x00__virtual:cms-config)"/.exec(
      await script.text(),
    )?.[1]
    expect(configUrl).toBeDefined()
    const config = await (await fetch(`${dev.site}${configUrl}`)).text()
    expect(config).toContain(
      `"local_backend":{"url":"http://localhost:${dev.cmsProxyPort}/api/v1"}`,
    )
  })

  it("runs the content manager's proxy over this working copy", async () => {
    const info = await fetch(`http://127.0.0.1:${dev.cmsProxyPort}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: dev.site },
      body: JSON.stringify({ action: 'info' }),
    })
    expect(info.status).toBe(200)
    expect(info.headers.get('access-control-allow-origin')).toBe(dev.site)
    expect(await info.json()).toMatchObject({ type: 'local_fs', repo: basename(root) })
    const entry = await fetch(`http://127.0.0.1:${dev.cmsProxyPort}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'getEntry',
        params: { branch: 'main', path: 'src/content/services/erp-solutions.yaml' },
      }),
    })
    expect((await entry.json()).data).toBe(
      readFileSync(join(root, 'src/content/services/erp-solutions.yaml'), 'utf8'),
    )
  })

  it('stops the site, the API and the proxy on SIGTERM, leaving no process behind', async () => {
    expect(groupMembers(dev).map((member) => member.command)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('server/main.ts'),
        expect.stringContaining('vite-react-ssg'),
        expect.stringContaining('decap-server'),
      ]),
    )
    dev.child.kill('SIGTERM')
    const { code } = await dev.exited
    expect(code).toBe(0)
    await waitFor(
      dev,
      'every process of npm run dev gone',
      async () => groupMembers(dev).length === 0,
      30_000,
    )
    await expect(fetch(`${dev.site}/`)).rejects.toThrow()
  })
})

describe('npm run dev when the API dies', () => {
  let dev: DevEnvironment
  beforeAll(async () => {
    dev = await startDev()
    await waitUntilServing(dev)
  })
  afterAll(() => cleanUp(dev))

  it('stops the Vite dev server too and fails, naming the API', async () => {
    const api = groupMembers(dev).find((member) => member.command.includes('server/main.ts'))
    expect(api).toBeDefined()
    process.kill(api?.pid as number, 'SIGKILL')
    const { code } = await dev.exited
    expect(code).not.toBe(0)
    expect(dev.output()).toContain('dev: the API stopped (SIGKILL); the other was stopped too')
    await waitFor(
      dev,
      'every process of npm run dev gone',
      async () => groupMembers(dev).length === 0,
      30_000,
    )
  })
})
