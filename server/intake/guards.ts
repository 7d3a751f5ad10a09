import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { antiForgery } from '../../src/forms/anti-forgery.ts'
import { requestHeader, requestOrigin } from '../shared/client.ts'
import { formMediaType, mediaType } from './media.ts'

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

/** The routes whose form also works without JavaScript, as a plain HTML form. */
const plainFormRoutes = new Set(['/api/estimate', '/api/call'])

/**
 * A plain HTML form's POST (`<form method="post">`, no script) to a route that takes one: it
 * cannot copy the token cookie into a header, so its Origin header stands in for the token.
 * That is enough: a browser sets Origin itself on every cross-origin POST and no page can
 * forge or remove it (a forbidden header name), so a form another site makes the visitor's
 * browser send arrives with that site's origin, or "null" from a sandboxed frame, and
 * isCrossSite refuses it, as it refuses Sec-Fetch-Site other than same-origin. What remains
 * is a client that is not a browser, which can set any header and any cookie: the token never
 * stopped those either. Without Origin (a browser too old to send it, a privacy tool that
 * strips it) the request cannot be told from a forgery and is refused.
 */
function isPlainFormPost(request: FastifyRequest): boolean {
  return plainFormRoutes.has(request.routeOptions.url ?? '') && mediaType(request) === formMediaType
}

const messages = {
  crossSite: 'Requests from other sites are not accepted.',
  token: 'The security token is missing or does not match. Reload the page and try again.',
  noOrigin:
    'Your browser did not say which site this form came from, so it cannot be accepted. Send it again from our site, or e-mail us.',
}

/** Why a POST is refused as forged or cross-site; undefined when it is not. */
function refusal(request: FastifyRequest, siteOrigin: string | undefined): string | undefined {
  if (isCrossSite(request, siteOrigin)) return messages.crossSite
  if (isPlainFormPost(request)) {
    return requestHeader(request, 'origin') === undefined ? messages.noOrigin : undefined
  }
  return hasMatchingToken(request) ? undefined : messages.token
}

/**
 * onRequest hook for every POST (any unsafe method): refuses forged and cross-site requests
 * before a single body byte is read, so nothing from them is parsed, stored or mailed.
 */
export function forgeryGuard(siteOrigin: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (safeMethods.has(request.method)) return
    const message = refusal(request, siteOrigin)
    if (message) return reply.code(403).send({ error: 'forbidden', message })
  }
}
