import ky from 'ky'
import { addXsrfHeader } from './anti-forgery-header.ts'
import { begin, end } from './loading.ts'

/**
 * The one HTTP client of the site. Every request switches the loading indicator on
 * and off and passes errors on unchanged: no message is shown here.
 */

/**
 * Loading indicator, exactly once per network attempt. Ky's hooks cannot guarantee it:
 * afterResponse also runs for a response that then fails as HTTPError (so beforeError would end
 * it a second time) and once per retry, while a `ky.stop` from beforeRetry or a non-Error throw
 * skips both. Wrapping fetch instead pairs every begin() with one end(): when the fetch promise
 * settles (response, HTTP error status, network error) or, if that comes first, when its signal
 * aborts (ky's timeout and a caller's abort both abort it), whichever happens first.
 * The indicator therefore ends when the response headers arrive, not when the body is read (a
 * caller may never read it), and is off during the pause between two retries of a GET.
 */
const trackedFetch: typeof fetch = (input, init) => {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
  let ended = false
  const finish = () => {
    if (ended) return
    ended = true
    signal?.removeEventListener('abort', finish)
    end()
  }

  begin()
  signal?.addEventListener('abort', finish)
  try {
    // Looked up at call time, not captured at import: tests and polyfills replace it.
    return globalThis.fetch(input, init).finally(finish)
  } catch (error) {
    // A fetch implementation that throws synchronously instead of rejecting.
    finish()
    throw error
  }
}

export const http = ky.create({
  fetch: trackedFetch,
  timeout: 15_000,
  // Ky's defaults, spelled out: only idempotent methods are retried, so a POST or PATCH is
  // never sent twice.
  retry: { limit: 2, methods: ['get', 'head', 'options', 'trace', 'put', 'delete', 'query'] },
  hooks: { beforeRequest: [addXsrfHeader] },
})
