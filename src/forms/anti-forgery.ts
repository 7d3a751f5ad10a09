/**
 * The double-submit anti-forgery token, one definition for its three users: nginx sets the
 * cookie with the first page (nginx/rules.ts writes its rule from this), the site's HTTP client
 * copies it into the header of every state-changing request (src/lib/http.ts), and the API
 * refuses a request whose header does not match the cookie (server/intake/guards.ts). A page on
 * another site can make the browser send the cookie but cannot read it to copy it.
 */
export const antiForgery = {
  cookie: 'XSRF-TOKEN',
  header: 'X-XSRF-TOKEN',
  /** nginx issues 32 hex characters; shorter or longer values are refused. */
  minLength: 16,
  maxLength: 256,
} as const
