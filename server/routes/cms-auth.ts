import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { CmsGithubConfig } from '../shared/config.ts'
import { signInPage, type SignInOutcome } from './cms-auth-page.ts'
import { exchangeCode, sentence } from './github-token.ts'

/** The state cookie: sent back only to these two routes, and only for one sign-in's time. */
const stateCookie = 'cms_oauth_state'
const cookiePath = '/api/cms'
const stateMaxAgeSeconds = 10 * 60

/** What Decap may ask for: its default (`repo`) and open authoring's (`public_repo`). */
const scopes = new Set(['repo', 'public_repo'])

type Query = Record<string, string | string[] | undefined>

/** A query parameter sent once; a repeated one counts as missing. */
const one = (query: Query, name: string) => {
  const value = query[name]
  return typeof value === 'string' ? value : undefined
}

function sameState(fromCookie: string, fromQuery: string): boolean {
  const a = Buffer.from(fromCookie)
  const b = Buffer.from(fromQuery)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Neither the redirect nor the page is ever stored, and the page's address (with GitHub's code
 * and the state in it) is never sent on as a Referer.
 */
function privately(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer')
}

function answerPage(
  reply: FastifyReply,
  siteOrigin: string,
  status: number,
  outcome: SignInOutcome,
) {
  const page = signInPage(siteOrigin, outcome)
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .send(page.html)
}

const cookieOptions = (config: CmsGithubConfig) => ({
  path: cookiePath,
  httpOnly: true,
  secure: config.siteOrigin.startsWith('https:'),
  // Lax, not Strict: GitHub's redirect back is a top-level navigation from another site.
  sameSite: 'lax' as const,
})

const notConfigured = {
  error: 'not_configured',
  message:
    'Signing in to the content manager with GitHub is not configured on this server (CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET).',
}

/**
 * The content manager's GitHub sign-in (Decap CMS's `auth_endpoint`, src/cms/config.ts): GitHub
 * OAuth's web flow with our API as the client, so the client secret never leaves the server.
 *
 * GET /api/cms/auth, opened by Decap in a popup: a random state in a cookie, and a redirect to
 * GitHub's authorize page. GET /api/cms/callback, where GitHub sends the popup back: the state
 * must match the cookie (else the answer was not asked for by this browser: a forged sign-in),
 * then the code is traded for a token, which the page hands to the content manager
 * (routes/cms-auth-page.ts). Without `config`, both answer 404.
 */
export function cmsAuthRoutes(app: FastifyInstance, config: CmsGithubConfig | undefined) {
  app.get<{ Querystring: Query }>('/api/cms/auth', async (request, reply) => {
    privately(reply)
    if (!config) return reply.code(404).send(notConfigured)
    const provider = one(request.query, 'provider') ?? 'github'
    if (provider !== 'github') {
      return answerPage(reply, config.siteOrigin, 400, {
        error: 'This site signs in to the content manager with GitHub only.',
      })
    }
    const scope = one(request.query, 'scope') ?? 'repo'
    if (!scopes.has(scope)) {
      return answerPage(reply, config.siteOrigin, 400, {
        error:
          'The content manager asked GitHub for more access than this site grants (repo or public_repo only).',
      })
    }
    const state = randomBytes(32).toString('base64url')
    reply.setCookie(stateCookie, state, { ...cookieOptions(config), maxAge: stateMaxAgeSeconds })
    const authorize = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: `${config.siteOrigin}/api/cms/callback`,
      scope,
      state,
    })
    return reply.redirect(`${config.githubUrl}/login/oauth/authorize?${authorize}`, 302)
  })

  app.get<{ Querystring: Query }>('/api/cms/callback', async (request, reply) => {
    privately(reply)
    if (!config) return reply.code(404).send(notConfigured)
    const { siteOrigin } = config
    // One state, one try: whatever happens next, it is not accepted again.
    const expected = request.cookies[stateCookie]
    reply.clearCookie(stateCookie, cookieOptions(config))
    const state = one(request.query, 'state')
    if (!expected) {
      return answerPage(reply, siteOrigin, 403, {
        error:
          'This browser has no sign-in in progress (it is started at /cms, and is valid for 10 minutes; cookies must be allowed for this site).',
      })
    }
    if (!state || !sameState(expected, state)) {
      request.log.warn('content manager sign-in refused: the state does not match the cookie')
      return answerPage(reply, siteOrigin, 403, {
        error: 'This sign-in answer does not belong to the sign-in this browser started.',
      })
    }
    const refusal = one(request.query, 'error')
    if (refusal) {
      // access_denied: the marketer clicked Cancel on GitHub's page.
      const description = one(request.query, 'error_description') ?? refusal
      return answerPage(reply, siteOrigin, 403, {
        error: sentence(`GitHub did not sign you in: ${description}`),
      })
    }
    const code = one(request.query, 'code')
    if (!code) {
      return answerPage(reply, siteOrigin, 400, {
        error: 'GitHub sent the sign-in back without a code.',
      })
    }
    const result = await exchangeCode({
      githubUrl: config.githubUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      code,
      redirectUri: `${siteOrigin}/api/cms/callback`,
    })
    if ('error' in result) {
      // Never the code, the secret or GitHub's whole answer: only its error name.
      request.log.warn(
        { githubError: result.githubError },
        'content manager sign-in failed: GitHub gave no token',
      )
      return answerPage(reply, siteOrigin, 502, { error: result.error })
    }
    request.log.info('content manager signed in with GitHub')
    return answerPage(reply, siteOrigin, 200, { token: result.token })
  })
}
