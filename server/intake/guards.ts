import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { antiForgery } from '../../src/forms/anti-forgery.ts'
import { requestHeader, requestOrigin } from '../client.ts'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const tokenHeader = antiForgery.header.toLowerCase()

/**
 * Double-submit token: a page on another site can make the browser send our cookie, but it
 * cannot read it to copy it into the header.
 */
function hasMatchingToken(request: FastifyRequest): boolean {
  // @fastify/cookie decodes the value as the site's HTTP client does before copying it.
  const fromCookie = request.cookies[antiForgery.cookie]
  const fromHeader = requestHeader(request, tokenHeader)
  if (!fromCookie || !fromHeader) return false
  if (fromCookie.length < antiForgery.minLength || fromCookie.length > antiForgery.maxLength)
    return false
  const a = Buffer.from(fromCookie)
  const b = Buffer.from(fromHeader)
  return a.length === b.length && timingSafeEqual(a, b)
}

function isCrossSite(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  const fetchSite = requestHeader(request, 'sec-fetch-site')
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return true
  const origin = requestHeader(request, 'origin')
  if (origin === undefined) return false
  let normalized: string
  try {
    normalized = new URL(origin).origin
  } catch {
    return true // "null" (sandboxed frames, file://) or garbage
  }
  return normalized !== requestOrigin(request) && normalized !== siteOrigin
}

/**
 * onRequest hook for every POST (any unsafe method): refuses forged and cross-site requests before a single body
 * byte is read, so nothing from them is parsed, stored or mailed.
 */
export function forgeryGuard(siteOrigin: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (safeMethods.has(request.method)) return
    const message = isCrossSite(request, siteOrigin)
      ? 'Requests from other sites are not accepted.'
      : !hasMatchingToken(request)
        ? 'The security token is missing or does not match. Reload the page and try again.'
        : undefined
    if (message) return reply.code(403).send({ error: 'forbidden', message })
  }
}
