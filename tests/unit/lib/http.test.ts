// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as HttpModule from '../../../src/lib/http.ts'
import { readCookie } from '../../../src/lib/anti-forgery-header.ts'
import type * as LoadingModule from '../../../src/lib/loading.ts'

type Http = typeof HttpModule.http
type Loading = typeof LoadingModule

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (reason: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A server that never answers, reached by a fetch that ignores its abort signal. */
const hangingFetch = () => new Promise<Response>(() => undefined)

/** A server that never answers, reached by a fetch that rejects on abort like the real one. */
const abortableFetch = (input: RequestInfo | URL) =>
  new Promise<Response>((_resolve, reject) => {
    if (!(input instanceof Request)) throw new Error('expected a Request')
    input.signal.addEventListener('abort', () => reject(input.signal.reason))
  })

let http: Http
let loading: Loading
const fetchMock = vi.fn<typeof fetch>()

/** The Request ky handed to fetch on call `index`. */
function sentRequest(index = 0): Request {
  const input = fetchMock.mock.calls[index]?.[0]
  if (!(input instanceof Request)) throw new Error(`fetch call ${index} got no Request`)
  return input
}

beforeEach(async () => {
  // Fresh modules: the pending-request counter of one test never leaks into the next.
  vi.resetModules()
  ;({ http } = await import('../../../src/lib/http.ts'))
  loading = await import('../../../src/lib/loading.ts')
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'XSRF-TOKEN=abc%20def'
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('readCookie', () => {
  it('returns the decoded value of the named cookie', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%20def; b=2')).toBe('abc def')
  })

  it('matches the whole name, not a suffix or prefix', () => {
    expect(readCookie('XSRF-TOKEN', 'X-XSRF-TOKEN=no; XSRF-TOKEN-OLD=no')).toBeUndefined()
    expect(readCookie('XSRF-TOKEN', 'X-XSRF-TOKEN=no;XSRF-TOKEN=yes')).toBe('yes')
  })

  it('keeps "=" inside the value and returns undefined when the cookie is absent', () => {
    expect(readCookie('t', 't=a=b==')).toBe('a=b==')
    expect(readCookie('t', '')).toBeUndefined()
    expect(readCookie('t', 'other=1')).toBeUndefined()
  })

  it('returns a value that is not valid percent-encoding unchanged', () => {
    expect(readCookie('t', 't=100%')).toBe('100%')
  })
})

describe('http: anti-forgery header', () => {
  it('is not sent with GET', async () => {
    await http.get('/api/items')
    expect(sentRequest().method).toBe('GET')
    expect(sentRequest().headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it('is sent, decoded, with a POST to a relative URL', async () => {
    await http.post('/api/contact', { json: { name: 'A' } })
    expect(sentRequest().url).toBe(`${window.location.origin}/api/contact`)
    expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBe('abc def')
  })

  it('is sent with other state-changing methods to our origin', async () => {
    await http.delete(`${window.location.origin}/api/items/1`)
    await http.patch('api/items/1', { json: {} })
    expect(sentRequest(0).headers.get('X-XSRF-TOKEN')).toBe('abc def')
    expect(sentRequest(1).headers.get('X-XSRF-TOKEN')).toBe('abc def')
  })

  it('is never sent to another origin', async () => {
    await http.post('https://other.example/api', { json: {} })
    await http.post(`//other.example/api`, { json: {} })
    expect(sentRequest(0).url).toBe('https://other.example/api')
    expect(sentRequest(0).headers.has('X-XSRF-TOKEN')).toBe(false)
    expect(sentRequest(1).headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it('is not sent when there is no XSRF-TOKEN cookie', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    await http.post('/api/contact')
    expect(sentRequest().headers.has('X-XSRF-TOKEN')).toBe(false)
  })
})

describe('http: loading indicator', () => {
  it('is on while a request is pending and off once it succeeds', async () => {
    const response = deferred<Response>()
    fetchMock.mockImplementationOnce(() => response.promise)
    expect(loading.getSnapshot()).toBe(false)

    const request = http.get('/api/items')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(loading.getSnapshot()).toBe(true)

    response.resolve(new Response('{}'))
    await request
    expect(loading.getSnapshot()).toBe(false)
  })

  it('stays on until the last of two parallel requests finishes', async () => {
    const first = deferred<Response>()
    const second = deferred<Response>()
    fetchMock.mockImplementationOnce(() => first.promise)
    fetchMock.mockImplementationOnce(() => second.promise)

    const firstRequest = http.get('/api/a')
    const secondRequest = http.post('/api/b')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(loading.getSnapshot()).toBe(true)

    first.resolve(new Response('a'))
    await firstRequest
    expect(loading.getSnapshot()).toBe(true)

    second.resolve(new Response('b'))
    await secondRequest
    expect(loading.getSnapshot()).toBe(false)
  })

  it('notifies subscribers synchronously when it flips, and only then', async () => {
    const listener = vi.fn()
    loading.subscribe(listener)
    await Promise.all([http.get('/api/a'), http.get('/api/b')])
    // on once, off once: the second parallel request does not flip the state
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('turns off and rejects unchanged when the server answers 500', async () => {
    const other = deferred<Response>()
    fetchMock.mockImplementationOnce(() => other.promise)
    fetchMock.mockImplementationOnce(async () => new Response('boom', { status: 500 }))

    const pending = http.get('/api/slow')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await expect(http.post('/api/contact')).rejects.toMatchObject({
      name: 'HTTPError',
      response: { status: 500 },
    })
    // Ended exactly once: the other request still keeps the indicator on.
    expect(loading.getSnapshot()).toBe(true)

    other.resolve(new Response('{}'))
    await pending
    expect(loading.getSnapshot()).toBe(false)
  })

  it('turns off and rejects when fetch fails with a network error', async () => {
    const failure = new TypeError('Failed to fetch')
    fetchMock.mockRejectedValueOnce(failure)
    const error: unknown = await http.post('/api/contact').catch((error: unknown) => error)
    expect(error).toMatchObject({ name: 'NetworkError', cause: failure })
    expect(loading.getSnapshot()).toBe(false)
  })

  it('turns off on a timeout even if fetch ignores the abort', async () => {
    fetchMock.mockImplementationOnce(hangingFetch)
    await expect(http.post('/api/contact', { timeout: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    expect(loading.getSnapshot()).toBe(false)
  })

  it('turns off when the caller aborts', async () => {
    fetchMock.mockImplementationOnce(abortableFetch)
    const controller = new AbortController()
    const request = http.post('/api/contact', { signal: controller.signal })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(loading.getSnapshot()).toBe(true)

    controller.abort()
    expect(loading.getSnapshot()).toBe(false)
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('ends an aborted request once, though both the abort and the rejection report it', async () => {
    const other = deferred<Response>()
    fetchMock.mockImplementationOnce(() => other.promise)
    fetchMock.mockImplementationOnce(abortableFetch)
    const controller = new AbortController()

    const pending = http.get('/api/slow')
    const aborted = http.post('/api/contact', { signal: controller.signal })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
    expect(loading.getSnapshot()).toBe(true)

    other.resolve(new Response('{}'))
    await pending
    expect(loading.getSnapshot()).toBe(false)
  })

  it('stays balanced across retries of a GET', async () => {
    const other = deferred<Response>()
    fetchMock.mockImplementationOnce(() => other.promise)
    fetchMock.mockImplementationOnce(async () => new Response('busy', { status: 503 }))
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 200 }))

    const pending = http.post('/api/slow')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await http.get('/api/items', { retry: { limit: 2, delay: () => 0 } })
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(loading.getSnapshot()).toBe(true)

    other.resolve(new Response('{}'))
    await pending
    expect(loading.getSnapshot()).toBe(false)
  })

  it('does not retry a POST', async () => {
    fetchMock.mockImplementation(async () => new Response('busy', { status: 503 }))
    await expect(http.post('/api/contact')).rejects.toMatchObject({ name: 'HTTPError' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
