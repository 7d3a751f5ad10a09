import { once } from 'node:events'
import { createServer } from 'node:net'

/** A free loopback port, closed again for a server (nginx, SMTP, PostgreSQL, the API) to take. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}
