import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

/** nginx runs on the same machine: only a loopback peer may speak for the visitor. */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? ''
  return peer.startsWith('127.') || peer === '::1' || peer.startsWith('::ffff:127.')
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value)?.trim()
}

/**
 * The visitor's IP for rate limiting: nginx's X-Real-IP when the request comes through nginx,
 * otherwise the peer address (anyone else could put any value in that header).
 */
export function clientIp(request: FastifyRequest): string {
  const realIp = header(request, 'x-real-ip')
  if (realIp && isIP(realIp) && fromLoopback(request)) return realIp
  return request.socket.remoteAddress ?? 'unknown'
}

/** The origin the visitor's browser addressed: the scheme nginx saw plus the Host header. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const host = header(request, 'host')
  if (!host) return undefined
  const proto = fromLoopback(request) ? header(request, 'x-forwarded-proto') : undefined
  try {
    return new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`).origin
  } catch {
    return undefined
  }
}

export { header as requestHeader }
