import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Makes the page the rest of a dev server's middlewares send answer 404 instead of 200, as nginx
 * answers an address that has no page (`error_page 404`): Vite sends an app's index.html, and
 * vite-react-ssg renders any address, with 200. An error status stays as it is.
 */
export function answerNotFound(request: IncomingMessage, response: ServerResponse): void {
  // Vite answers a matching If-None-Match with an empty 304, which would stand in for the 404.
  delete request.headers['if-none-match']
  // Node writes the status line here, also for a response ended without it (`statusCode = 200`).
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(status === 200 ? 404 : status, ...rest)) as ServerResponse['writeHead']
}

/**
 * The decoded path of a request's address, as nginx matches it ($uri), without a trailing slash
 * (nginx redirects such an address to the one without); null when it cannot be decoded.
 */
export function requestPath(url: string | undefined): string | null {
  const [path = '/'] = (url ?? '/').split(/[?#]/)
  try {
    return decodeURIComponent(path).replace(/(.)\/$/, '$1')
  } catch {
    return null
  }
}
