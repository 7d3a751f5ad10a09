import { once } from 'node:events'
import { connect, createServer } from 'node:net'
import type { Socket } from 'node:net'

export interface TcpProxy {
  port: number
  /** The database "goes away": open connections are cut, new ones refused. */
  stop: () => Promise<void>
  /** Listens again on the same port. */
  start: () => Promise<void>
}

/** A TCP relay on loopback to `targetPort`, so a test can take the database away and back. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('proxy has no port')
  const { port } = address
  return {
    port,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of sockets) socket.destroy()
      await closed
    },
    start: async () => {
      server.listen(port, '127.0.0.1')
      await once(server, 'listening')
    },
  }
}
