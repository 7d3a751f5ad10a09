import { spawn, type ChildProcessByStdio } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Readable } from 'node:stream'

export interface Server {
  /** http://127.0.0.1:{port} */
  origin: string
  stop(): Promise<void>
}

/** A loopback port nothing listens on at the moment. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

/**
 * Serves a built export through this checkout's nginx configuration (nginx/start.sh with
 * SITE_ROOT: the export's own CSP hashes, as a freshly started server sends it) on a free port,
 * and resolves once it answers.
 */
export async function serveExport(checkout: string, root: string): Promise<Server> {
  const port = await freePort()
  const child = spawn('bash', [join(checkout, 'nginx', 'start.sh')], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: root },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  return answering(
    child,
    port,
    root,
    (status) => status === 200,
    async () => {},
  )
}

/**
 * nginx's configuration for a static site as such a template's own nginx.conf serves it (the
 * anchors' serve.sh): gzip, index.html for a folder, its 404 page. None of our server's brotli,
 * CSP or caching: the site is measured as it ships.
 */
export function staticConfig(root: string, port: number, runDir: string, asRoot: boolean): string {
  return `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${runDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${runDir}/body; proxy_temp_path ${runDir}/proxy; fastcgi_temp_path ${runDir}/fcgi;
  uwsgi_temp_path ${runDir}/uwsgi; scgi_temp_path ${runDir}/scgi;
  gzip on; gzip_min_length 1000;
  gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    root "${root}";
    index index.html;
    error_page 404 /404.html;
    location = /404.html { internal; }
    location / { try_files $uri $uri/index.html =404; }
  }
}
`
}

/**
 * Serves any static folder with `staticConfig` on a free port, and resolves once nginx answers
 * at all (the folder need not have a home page). As root, nginx's workers run as root too, so they can read a folder in a private directory.
 */
export async function serveStatic(root: string): Promise<Server> {
  const port = await freePort()
  const runDir = await mkdtemp(join(tmpdir(), 'bench-static-'))
  const config = join(runDir, 'nginx.conf')
  const asRoot = process.getuid?.() === 0
  await writeFile(config, staticConfig(resolve(root), port, runDir, asRoot))
  const child = spawn('nginx', ['-c', config, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  return answering(
    child,
    port,
    root,
    (status) => status > 0,
    () => rm(runDir, { recursive: true, force: true }),
  )
}

/**
 * Waits until the server started as `child` answers `/` on `port` with a status that is
 * `ready`; its stop() ends it, then runs `cleanup`. Its stderr is kept to say why if it stops.
 */
async function answering(
  child: ChildProcessByStdio<null, null, Readable>,
  port: number,
  root: string,
  ready: (status: number) => boolean,
  cleanup: () => Promise<void>,
): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = once(child, 'exit')
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM')
      await exited
    }
    await cleanup()
  }
  // Polled, not slept on: nginx answers within a few hundred milliseconds on a quiet machine
  // and in seconds on a busy one.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (!running) {
      await cleanup()
      throw new Error(`nginx for ${root} stopped:\n${stderr.trim()}`)
    }
    const status = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (ready(status)) return { origin, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx for ${root} did not answer on ${origin} within a minute:\n${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
