import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../server/shared/config.ts'
import { startApp, type TestApp } from './support/app.ts'
import { startApi } from './support/process.ts'

/**
 * The content manager's GitHub sign-in (server/routes/cms-auth.ts) against a stand-in for
 * GitHub's OAuth server, which records each code exchange. The popup page's script is run with
 * a stand-in window, so the handshake with Decap is checked as it behaves, not as it reads.
 */
const siteOrigin = 'https://www.example.com'
const clientId = 'Ov23liTestClientId01'
const clientSecret = 'test-secret-0123456789abcdef0123456789ab'
const callbackUrl = `${siteOrigin}/api/cms/callback`
const stateCookie = 'cms_oauth_state'

interface Exchange {
  method: string
  url: string
  accept: string | undefined
  params: Record<string, string>
}
let github: Server
let githubUrl: string
const exchanges: Exchange[] = []
/** What the stand-in answers the next exchange: a JSON body, or a dropped connection. */
let answer: Record<string, unknown> | 'hang up'

beforeAll(async () => {
  github = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      exchanges.push({
        method: request.method ?? '',
        url: request.url ?? '',
        accept: request.headers.accept,
        params: Object.fromEntries(new URLSearchParams(body)),
      })
      if (answer === 'hang up') return request.socket.destroy()
      if (request.url !== '/login/oauth/access_token') return response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  }).listen(0, '127.0.0.1')
  await once(github, 'listening')
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`
})
afterAll(() => github.close())

let api: TestApp | undefined
beforeEach(() => {
  exchanges.length = 0
  answer = { access_token: 'gho_16C7e42F292c6912E7710c838347Ae178B4a', token_type: 'bearer' }
})
afterEach(async () => {
  await api?.close()
  api = undefined
})

const configured = (env: Record<string, string> = {}) =>
  startApp({
    SITE_ORIGIN: siteOrigin,
    CMS_GITHUB_CLIENT_ID: clientId,
    CMS_GITHUB_CLIENT_SECRET: clientSecret,
    CMS_GITHUB_URL: githubUrl,
    ...env,
  })

const get = (app: TestApp, url: string, cookies: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, cookies })

/** Decap's request: the popup it opens (decap-cms-lib-auth, netlify-auth.js). */
const authUrl = '/api/cms/auth?provider=github&site_id=www.example.com&scope=repo'

const stateSet = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === stateCookie)

/** The only inline script of a page, and the hash its CSP must name. */
function scriptOf(html: string): string {
  expect(html.match(/<script/g)).toHaveLength(1)
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1]
  if (script === undefined) throw new Error('no script in the page')
  return script
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/**
 * Runs the page's script as the popup would, with the content manager as its opener; returns
 * what it posted (message and target origin) and a way to deliver messages to it.
 */
function popup(html: string, withOpener = true) {
  const posted: { message: unknown; targetOrigin: unknown }[] = []
  let listeners: ((event: { origin: string; data: unknown }) => void)[] = []
  const status = { textContent: '' }
  const window = {
    opener: withOpener
      ? {
          postMessage: (message: unknown, targetOrigin: unknown) =>
            posted.push({ message, targetOrigin }),
        }
      : null,
    addEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners.push(listener)
    },
    removeEventListener: (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'message') listeners = listeners.filter((other) => other !== listener)
    },
  }
  const document = { getElementById: (id: string) => (id === 'status' ? status : null) }
  runInNewContext(scriptOf(html), { window, document })
  const deliver = (origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ origin, data })
  }
  return { posted, deliver, status }
}

/** Decap's side of the handshake: echo `authorizing:github` from the site's origin. */
function handshake(html: string) {
  const page = popup(html)
  expect(page.posted).toEqual([{ message: 'authorizing:github', targetOrigin: siteOrigin }])
  // Another site's window (or a look-alike origin) gets nothing.
  page.deliver('https://evil.example', 'authorizing:github')
  page.deliver('https://www.example.com.evil.example', 'authorizing:github')
  page.deliver('http://www.example.com', 'authorizing:github')
  expect(page.posted).toHaveLength(1)
  page.deliver(siteOrigin, 'authorizing:github')
  expect(page.posted.map((post) => post.targetOrigin)).toEqual([siteOrigin, siteOrigin])
  // Once: a second echo does not repeat the outcome.
  page.deliver(siteOrigin, 'authorizing:github')
  expect(page.posted).toHaveLength(2)
  return String(page.posted[1]?.message)
}

/** Starts a sign-in and returns the state the API set in the cookie. */
async function startSignIn(app: TestApp): Promise<string> {
  const state = stateSet(await get(app, authUrl))?.value
  if (!state) throw new Error('no state cookie')
  return state
}

async function callback(app: TestApp, query: Record<string, string>, cookieState?: string) {
  const url = `/api/cms/callback?${new URLSearchParams(query)}`
  return get(app, url, cookieState === undefined ? {} : { [stateCookie]: cookieState })
}

function expectPrivatePage(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers['cache-control']).toBe('no-store')
  expect(response.headers['referrer-policy']).toBe('no-referrer')
  const csp = String(response.headers['content-security-policy'])
  expect(csp).toBe(
    `default-src 'none'; script-src 'sha256-${sha256(scriptOf(response.body))}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  )
  // Every message goes to the site's origin by name, never to any window ('*').
  expect(response.body).not.toMatch(/["'`]\*["'`]/)
}

describe('without CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET', () => {
  it('answers 404 on both routes, saying the GitHub sign-in is not configured', async () => {
    api = await startApp({ SITE_ORIGIN: siteOrigin, CMS_GITHUB_URL: githubUrl })
    for (const url of [authUrl, '/api/cms/callback?code=abc&state=xyz']) {
      const response = await get(api, url, { [stateCookie]: 'xyz' })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({
        error: 'not_configured',
        message: expect.stringMatching(/GitHub is not configured on this server/),
      })
      expect(response.headers['set-cookie']).toBeUndefined()
      expect(response.headers.location).toBeUndefined()
    }
    expect(exchanges).toEqual([])
  })
})

describe('GET /api/cms/auth', () => {
  it("redirects to GitHub's authorize page with our client, callback, scope and a fresh state", async () => {
    api = await configured()
    const response = await get(api, authUrl)
    expect(response.statusCode).toBe(302)
    expect(response.headers['cache-control']).toBe('no-store')
    const location = new URL(String(response.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`)
    const state = location.searchParams.get('state')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: clientId,
      redirect_uri: callbackUrl,
      scope: 'repo',
      state,
    })
    expect(state).toMatch(/^[\w-]{43}$/) // 32 random bytes, base64url
    expect(stateSet(response)).toEqual({
      name: stateCookie,
      value: state,
      path: '/api/cms',
      maxAge: 600,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    })
    expect(await startSignIn(api)).not.toBe(state)
  })

  it('asks for public_repo when Decap does (open authoring), and refuses any other scope', async () => {
    api = await configured()
    const response = await get(api, '/api/cms/auth?provider=github&scope=public_repo')
    expect(new URL(String(response.headers.location)).searchParams.get('scope')).toBe('public_repo')
    const defaulted = await get(api, '/api/cms/auth?provider=github')
    expect(new URL(String(defaulted.headers.location)).searchParams.get('scope')).toBe('repo')

    for (const scope of ['admin:org', 'repo,delete_repo', 'user']) {
      const refused = await get(api, `/api/cms/auth?provider=github&scope=${scope}`)
      expect(refused.statusCode, scope).toBe(400)
      expect(refused.headers.location).toBeUndefined()
      expect(stateSet(refused)).toBeUndefined()
      expectPrivatePage(refused)
      expect(handshake(refused.body)).toMatch(/^authorization:github:error:/)
    }
  })

  it('marks the cookie Secure only when SITE_ORIGIN is https', async () => {
    api = await configured({ SITE_ORIGIN: 'http://localhost:8080' })
    const response = await get(api, authUrl)
    expect(stateSet(response)?.secure).toBeUndefined()
    expect(new URL(String(response.headers.location)).searchParams.get('redirect_uri')).toBe(
      'http://localhost:8080/api/cms/callback',
    )
  })
})

describe('GET /api/cms/callback', () => {
  it('refuses with 403 when this browser started no sign-in (no state cookie)', async () => {
    api = await configured()
    const response = await callback(api, { code: 'abc', state: 'x'.repeat(43) })
    expect(response.statusCode).toBe(403)
    expectPrivatePage(response)
    expect(response.body).toContain('This browser has no sign-in in progress')
    expect(exchanges).toEqual([])
  })

  it('refuses with 403 a state other than the cookie’s, without asking GitHub for a token', async () => {
    api = await configured()
    const state = await startSignIn(api)
    const answers: Record<string, string>[] = [
      { code: 'abc', state: `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}` },
      { code: 'abc', state: `${state}x` },
      { code: 'abc' },
    ]
    for (const query of answers) {
      const response = await callback(api, query, state)
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain(
        'This sign-in answer does not belong to the sign-in this browser started.',
      )
      expectPrivatePage(response)
      const message = handshake(response.body)
      expect(message).toMatch(/^authorization:github:error:/)
      // The cookie is spent either way: a forged answer cannot be retried against it.
      expect(stateSet(response)).toMatchObject({ value: '', path: '/api/cms' })
    }
    expect(exchanges).toEqual([])
  })

  it('trades the code for a token and hands it to the site’s origin only, through the handshake', async () => {
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(api, { code: 'code-from-github', state }, state)

    expect(exchanges).toEqual([
      {
        method: 'POST',
        url: '/login/oauth/access_token',
        accept: 'application/json',
        params: {
          client_id: clientId,
          client_secret: clientSecret,
          code: 'code-from-github',
          redirect_uri: callbackUrl,
        },
      },
    ])
    expect(response.statusCode).toBe(200)
    expectPrivatePage(response)
    expect(stateSet(response)).toMatchObject({ value: '', maxAge: 0, path: '/api/cms' })

    const token = 'gho_16C7e42F292c6912E7710c838347Ae178B4a'
    // Once, inside the script: never in the page's text.
    expect(response.body.split(token)).toHaveLength(2)
    expect(scriptOf(response.body)).toContain(token)
    expect(handshake(response.body)).toBe(
      `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`,
    )

    // The same state cannot be used twice: the browser no longer has it.
    const again = await callback(api, { code: 'code-from-github', state })
    expect(again.statusCode).toBe(403)
    expect(exchanges).toHaveLength(1)

    const logs = api.logs()
    for (const secret of [token, clientSecret, 'code-from-github', state]) {
      expect(logs).not.toContain(secret)
    }
  })

  it('keeps a token that holds </script> or quotes inside the script, as a string', async () => {
    const token = 'gho_</script><script>alert(1)</script>"\'\u2028<!--'
    answer = { access_token: token }
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(api, { code: 'abc', state }, state)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>alert')
    expect(response.body).not.toContain('<!--')
    expectPrivatePage(response)
    const message = handshake(response.body)
    expect(JSON.parse(message.replace('authorization:github:success:', ''))).toEqual({
      token,
      provider: 'github',
    })
  })

  it('posts authorization:github:error and shows the message when GitHub refuses the code', async () => {
    answer = {
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
      error_uri: 'https://docs.github.com/apps/troubleshooting',
    }
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(api, { code: 'stale', state }, state)
    expect(exchanges).toHaveLength(1)
    expect(response.statusCode).toBe(502)
    expectPrivatePage(response)
    const text =
      'GitHub did not finish the sign-in (bad_verification_code): The code passed is incorrect or expired.'
    expect(response.body).toContain(`<p id="status">${text} Close this window and try again.</p>`)
    expect(handshake(response.body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: text })}`,
    )
    expect(api.logs()).toContain('"githubError":"bad_verification_code"')
  })

  it('names the setting to fix when GitHub refuses our client credentials', async () => {
    answer = { error: 'incorrect_client_credentials' }
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(api, { code: 'abc', state }, state)
    expect(handshake(response.body)).toMatch(
      /^authorization:github:error:.*CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET/,
    )
  })

  it('posts an error when GitHub cannot be reached, or answers no token', async () => {
    api = await configured()
    answer = 'hang up'
    let state = await startSignIn(api)
    const dropped = await callback(api, { code: 'abc', state }, state)
    expect(dropped.statusCode).toBe(502)
    expect(handshake(dropped.body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'GitHub could not be reached to finish the sign-in. Try again in a minute.' })}`,
    )

    answer = { token_type: 'bearer' }
    state = await startSignIn(api)
    const empty = await callback(api, { code: 'abc', state }, state)
    expect(empty.statusCode).toBe(502)
    expect(handshake(empty.body)).toMatch(/^authorization:github:error:.*no token/)
  })

  it('says so when the marketer declined on GitHub’s page, without asking for a token', async () => {
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(
      api,
      {
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
        state,
      },
      state,
    )
    expect(response.statusCode).toBe(403)
    expect(handshake(response.body)).toBe(
      `authorization:github:error:${JSON.stringify({ message: 'GitHub did not sign you in: The user has denied your application access.' })}`,
    )
    expect(exchanges).toEqual([])
  })

  it('tells the marketer to start again when the popup has lost its opener', async () => {
    api = await configured()
    const state = await startSignIn(api)
    const response = await callback(api, { code: 'abc', state }, state)
    const page = popup(response.body, false)
    expect(page.posted).toEqual([])
    expect(page.status.textContent).toMatch(/lost the content manager that opened it/)
  })
})

describe('configuration', () => {
  const base = { SITE_ORIGIN: siteOrigin }

  it('is a start-up error with only one of the two GitHub variables, or without SITE_ORIGIN', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError)
        return (error as Error).message
      }
      throw new Error('no configuration error')
    }
    expect(problem({ ...base, CMS_GITHUB_CLIENT_ID: clientId })).toBe(
      "Invalid API configuration:\n  CMS_GITHUB_CLIENT_SECRET is required when CMS_GITHUB_CLIENT_ID is set (the GitHub OAuth App's client secret)",
    )
    const onlySecret = problem({ ...base, CMS_GITHUB_CLIENT_SECRET: clientSecret })
    expect(onlySecret).toMatch(/CMS_GITHUB_CLIENT_ID is required when CMS_GITHUB_CLIENT_SECRET/)
    expect(onlySecret).not.toContain(clientSecret)
    expect(
      problem({ CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: clientSecret }),
    ).toMatch(/SITE_ORIGIN is required when CMS_GITHUB_CLIENT_ID is set/)
    const short = problem({
      ...base,
      CMS_GITHUB_CLIENT_ID: clientId,
      CMS_GITHUB_CLIENT_SECRET: 'x y',
    })
    expect(short).toMatch(/CMS_GITHUB_CLIENT_SECRET must be a client secret/)
    expect(short).not.toContain('x y')
  })

  it('defaults to github.com, and takes a GitHub Enterprise Server without a trailing slash', () => {
    const both = { ...base, CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: clientSecret }
    expect(loadConfig(both).cmsGithub).toEqual({
      clientId,
      clientSecret,
      githubUrl: 'https://github.com',
      siteOrigin,
    })
    expect(
      loadConfig({ ...both, CMS_GITHUB_URL: 'https://github.example.com/' }).cmsGithub?.githubUrl,
    ).toBe('https://github.example.com')
    expect(loadConfig(base).cmsGithub).toBeUndefined()
  })

  it('stops the real API at start-up with only the client ID, naming the missing secret', async () => {
    await expect(
      startApi({ CMS_GITHUB_CLIENT_ID: clientId, SITE_ORIGIN: siteOrigin }),
    ).rejects.toThrow(
      /API exited:\nInvalid API configuration:\n {2}CMS_GITHUB_CLIENT_SECRET is required/,
    )
  })
})
