import { z } from 'zod'

/** Long enough for a slow GitHub, short enough that the marketer is not left at a blank popup. */
const exchangeTimeoutMs = 10_000

const granted = z.object({ access_token: z.string().min(1) })
const refused = z.object({ error: z.string(), error_description: z.string().optional() })

/** GitHub's errors that the site's administrator, not the marketer, has to fix. */
const setupErrors = new Map([
  [
    'incorrect_client_credentials',
    'The site’s GitHub OAuth App settings are wrong: ask the site’s administrator to check CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.',
  ],
  [
    'redirect_uri_mismatch',
    'The site’s GitHub OAuth App has another callback URL: ask the site’s administrator to set it to SITE_ORIGIN/api/cms/callback.',
  ],
])

/** A message ending in one full stop, whatever GitHub's own text ends with. */
export function sentence(text: string): string {
  let end = text.trimEnd().length
  while (end > 0 && text[end - 1] === '.') end--
  return `${text.slice(0, end).trim()}.`
}

export type TokenResult = { token: string } | { error: string; githubError?: string }

/**
 * Trades the code GitHub sent back for an access token (POST /login/oauth/access_token, JSON
 * answer). Never throws: a refusal, a network failure or a timeout is a message for the
 * marketer. GitHub answers its refusals with 200 and `{error, error_description}`.
 */
export async function exchangeCode(options: {
  githubUrl: string
  clientId: string
  clientSecret: string
  code: string
  redirectUri: string
}): Promise<TokenResult> {
  let response: Response
  try {
    response = await fetch(`${options.githubUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code: options.code,
        redirect_uri: options.redirectUri,
      }),
      signal: AbortSignal.timeout(exchangeTimeoutMs),
      redirect: 'error',
    })
  } catch {
    return { error: 'GitHub could not be reached to finish the sign-in. Try again in a minute.' }
  }
  const body: unknown = await response.json().catch(() => undefined)
  const token = granted.safeParse(body)
  if (response.ok && token.success) return { token: token.data.access_token }
  const refusal = refused.safeParse(body)
  if (refusal.success) {
    const { error, error_description: description } = refusal.data
    return {
      error:
        setupErrors.get(error) ??
        sentence(`GitHub did not finish the sign-in (${error}): ${description ?? error}`),
      githubError: error,
    }
  }
  return {
    error: `GitHub answered the sign-in with status ${response.status} and no token. Try again in a minute.`,
  }
}
