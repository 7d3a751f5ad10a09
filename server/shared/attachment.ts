import type { FastifyReply } from 'fastify'

/**
 * Content-Disposition for a download named by a visitor (RFC 6266): an ASCII `filename` every
 * client understands, and the real name in `filename*` (RFC 8187) for those that read it.
 * Quotes, backslashes, control characters and path separators never reach the header.
 */
export function attachmentDisposition(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\p{Cf}/\\]/gu, '_').trim() || 'download'
  const ascii = cleaned.replace(/[^\x20-\x7e]|"/g, '_')
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** A MIME type as stored for the CV, or a neutral one if it is not a plain `type/subtype`. */
export const safeContentType = (type: string | null) =>
  type && /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream'

/** Sends a stored CV as a download: its checked type, its name, never rendered by the browser. */
export function sendCv(
  reply: FastifyReply,
  cv: { name: string | null; type: string | null; content: Uint8Array },
) {
  return reply
    .header('Content-Type', safeContentType(cv.type))
    .header('Content-Disposition', attachmentDisposition(cv.name ?? 'cv'))
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(cv.content))
}
