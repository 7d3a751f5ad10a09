import { once } from 'node:events'
import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
}

export interface LocalSmtp {
  port: number
  mails: ReceivedMail[]
  /**
   * From now on, a message is not answered (so not delivered) until `release()`: the clients
   * sending one are between "." and the server's 250.
   */
  hold: () => void
  /** Answers the held messages: 250 and delivered, unless the client has gone meanwhile. */
  release: () => void
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** A local SMTP server that accepts every message without TLS or login and keeps it. */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = []
  let holding = false
  const held: (() => void)[] = []
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const accept = () => {
          // A client that died before our 250 never had the message accepted (RFC 5321).
          if (closed.has(session.id)) return
          const to = session.envelope.rcptTo.map((recipient) => recipient.address)
          mails.push({ to, raw: Buffer.concat(chunks).toString('utf8') })
          done()
        }
        if (holding) held.push(accept)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port')
  return {
    port: address.port,
    mails,
    hold: () => {
      holding = true
    },
    release: () => {
      holding = false
      for (const accept of held.splice(0)) accept()
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The decoded text part and the attachments of a simple MIME message (what nodemailer writes). */
export function parseMail(raw: string) {
  const headerEnd = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headers)?.[1]
  const parts = boundary
    ? raw.split(`--${boundary}`).slice(1, -1)
    : [raw.slice(0, headerEnd) + '\r\n\r\n' + raw.slice(headerEnd + 4)]
  let text = ''
  const attachments: { filename: string; content: Buffer }[] = []
  for (const part of parts) {
    const split = part.indexOf('\r\n\r\n')
    const partHeaders = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
    const body = part.slice(split + 4).replace(/\r\n$/, '')
    const encoding = /content-transfer-encoding: (\S+)/i.exec(partHeaders)?.[1]?.toLowerCase()
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            )
          : Buffer.from(body, 'utf8')
    const filename = /filename="?([^";\r\n]+)"?/i.exec(partHeaders)?.[1]
    if (filename) attachments.push({ filename, content: decoded })
    else if (/content-type: text\/plain/i.test(partHeaders)) text = decoded.toString('utf8')
  }
  return { header, text, attachments }
}
