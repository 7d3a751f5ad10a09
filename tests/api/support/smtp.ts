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
  /**
   * From now on, answers AUTH with 535 (wrong credentials) or RCPT TO with 550 (no such
   * recipient), as a real server refuses for good; `undefined` accepts again.
   */
  refuse: (what: Refusal | undefined) => void
  stop: () => Promise<void>
}

export type Refusal = 'auth' | 'recipient'

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code })

/**
 * A local SMTP server that keeps every message it accepts. No TLS; AUTH (PLAIN, LOGIN) is
 * offered and optional, and accepts any credentials unless `refuse('auth')`.
 */
export async function startSmtp(port = 0, refusal?: Refusal): Promise<LocalSmtp> {
  const mails: ReceivedMail[] = []
  let refusing = refusal
  let holding = false
  const held: (() => void)[] = []
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (refusing === 'auth') callback(smtpError(535, '5.7.8 Authentication credentials invalid'))
      else callback(null, { user: auth.username })
    },
    onRcptTo(address, _session, callback) {
      if (refusing === 'recipient') {
        callback(smtpError(550, `5.1.1 <${address.address}>: Recipient address rejected`))
      } else callback()
    },
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
  // A client killed mid-conversation (the replica tests SIGKILL one) resets its connection:
  // that is the test's intent, not an error of the run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
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
    refuse: (what) => {
      refusing = what
    },
    release: () => {
      holding = false
      for (const accept of held.splice(0)) accept()
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A MIME part's body, decoded by its Content-Transfer-Encoding. */
function decode(body: string, headers: string): Buffer {
  const encoding = /content-transfer-encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64')
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
      'latin1',
    )
  }
  return Buffer.from(body, 'utf8')
}

/**
 * The decoded text and HTML parts and the attachments of a MIME message as nodemailer writes
 * it: text alone, text and HTML (multipart/alternative), either with attachments
 * (multipart/mixed around the alternative).
 */
export function parseMail(raw: string) {
  const headerEnd = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ')
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''
  let text = ''
  let html = ''
  const attachments: { filename: string; content: Buffer }[] = []
  const read = (partHeaders: string, body: string) => {
    const boundary = /content-type: multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(
      partHeaders,
    )?.[1]
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1, -1)) {
        const split = part.indexOf('\r\n\r\n')
        read(part.slice(0, split).replace(/\r\n[ \t]+/g, ' '), part.slice(split + 4))
      }
      return
    }
    const decoded = decode(body.replace(/\r\n$/, ''), partHeaders)
    const filename = /filename="?([^";\r\n]+)"?/i.exec(partHeaders)?.[1]
    if (filename) attachments.push({ filename, content: decoded })
    else if (/content-type: text\/plain/i.test(partHeaders)) text = decoded.toString('utf8')
    else if (/content-type: text\/html/i.test(partHeaders)) html = decoded.toString('utf8')
  }
  read(headers, raw.slice(headerEnd + 4))
  return { header, text, html, attachments }
}
