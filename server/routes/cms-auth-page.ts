import { createHash } from 'node:crypto'
import { escapeHtml } from '../shared/html.ts'

/**
 * The page the content manager's sign-in popup ends on (routes/cms-auth.ts). Decap CMS opened
 * the popup and waits for its handshake (decap-cms-lib-auth, netlify-auth.js): the popup posts
 * `authorizing:github` to its opener, the opener echoes it back, and the popup then posts the
 * outcome. Decap closes the popup once it has the outcome.
 */

export type SignInOutcome = { token: string } | { error: string }

/**
 * A JavaScript string literal that is safe inside <script>: no `<` (so neither `</script>` nor
 * `<!--` can end or change the element), and no `>`, `&`, U+2028 or U+2029 either.
 */
export function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** What Decap's authorizeCallback parses: `authorization:github:success:{json}` or `:error:`. */
export function outcomeMessage(outcome: SignInOutcome): string {
  return 'token' in outcome
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`
}

/**
 * The page's only script. Every message goes to the site's origin and nowhere else (never `*`):
 * the token must reach no other page, even one that somehow became this popup's opener. The
 * opener's echo is accepted from the site's origin only, as Decap itself checks ours.
 */
function handshakeScript(siteOrigin: string, outcome: SignInOutcome): string {
  return `(() => {
  const origin = ${scriptLiteral(siteOrigin)};
  const opener = window.opener;
  if (!opener) {
    document.getElementById("status").textContent = ${scriptLiteral(lostOpener)};
    return;
  }
  window.addEventListener("message", function answer(event) {
    if (event.origin !== origin || event.data !== "authorizing:github") return;
    window.removeEventListener("message", answer);
    opener.postMessage(${scriptLiteral(outcomeMessage(outcome))}, origin);
  });
  opener.postMessage("authorizing:github", origin);
})();`
}

const lostOpener =
  'This window has lost the content manager that opened it. Close it, and sign in again at /cms.'

/** The CSP source that allows exactly this script: its SHA-256, as the browser computes it. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The page and the Content-Security-Policy it needs: nothing but its own script, by hash (the
 * token inside changes it each time, so nginx cannot know it; it passes this header on).
 */
export function signInPage(
  siteOrigin: string,
  outcome: SignInOutcome,
): { html: string; csp: string } {
  const script = handshakeScript(siteOrigin, outcome)
  const heading = 'token' in outcome ? 'Signed in' : 'Sign-in failed'
  // The token is never in the text: only the script, which hands it to the site's origin.
  const status =
    'token' in outcome
      ? 'You are signed in with GitHub. This window closes by itself.'
      : `${outcome.error} Close this window and try again.`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} – content manager</title>
</head>
<body>
<main>
<h1>${heading}</h1>
<p id="status">${escapeHtml(status)}</p>
</main>
<script>${script}</script>
</body>
</html>
`
  const csp = `default-src 'none'; script-src ${scriptHash(script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  return { html, csp }
}
