import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectInlineHashes } from '../../scripts/lib/csp.ts'
import { emptyInlineHashes } from '../../scripts/lib/csp-include.ts'
import { firstFlightBytes } from '../../scripts/lib/first-flight.ts'
import { htmlFiles, readDist, urlPathOf } from '../support/dist.ts'
import { startSite, type RunningSite } from '../support/nginx.ts'

/**
 * Every page arrives in the first round trip: all that nginx sends for it (status line, headers
 * and the brotli body) fits the initial congestion window, ten TCP segments of 1,460 bytes.
 * Lighthouse counts the headers too, and a page past the window waits a whole round trip more
 * for its last bytes. Asked as a visitor behind the TLS balancer asks (X-Forwarded-Proto: https,
 * so the anti-forgery cookie is `Secure` as in production).
 */
const firstFlight = firstFlightBytes

let site: RunningSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site.stop()
})

interface RawResponse {
  /** Every byte received: status line, headers and body. */
  bytes: number
  head: string
}

/** One GET on a connection of its own, counted byte for byte as it arrives. */
function rawGet(path: string): Promise<RawResponse> {
  const { hostname, port } = new URL(site.origin)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          'Accept-Encoding: gzip, deflate, br',
          'X-Forwarded-Proto: https',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      )
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const head = all.subarray(0, all.indexOf('\r\n\r\n')).toString('latin1')
      resolve({ bytes: all.length, head })
    })
  })
}

const header = (head: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''

describe('every page in the first round trip', () => {
  const files = htmlFiles()

  it('covers every exported page', () => {
    expect(files.length).toBeGreaterThan(290)
  })

  it.each(files)('%s: headers and brotli body within ten segments', async (file) => {
    const { bytes, head } = await rawGet(urlPathOf(file))
    expect(header(head, 'Content-Encoding')).toBe('br')
    expect(bytes, `${file}: ${bytes} bytes on the wire`).toBeLessThanOrEqual(firstFlight)

    // The page's own inline stylesheet is the one allowed (nginx maps it by the file served).
    const styles = collectInlineHashes(readDist(file), file, emptyInlineHashes()).styles
    const styleSrc = /style-src ([^;]*)/.exec(header(head, 'Content-Security-Policy'))?.[1]
    expect(styleSrc?.split(' ')).toEqual(["'self'", ...(styles.get(`/${file}`) ?? [])])
  })
})
