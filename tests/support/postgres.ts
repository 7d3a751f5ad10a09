import { execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports.ts'

/** The server binaries of Debian's `postgresql` package (15 on Debian 12), newest first. */
function serverBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error(
      'The PostgreSQL tests need its server: bash scripts/system-packages.sh postgresql',
    )
  }
  return join(root, versions[0], 'bin')
}

export interface LocalPostgres {
  /** The superuser's URL of the `postgres` database; add databases with CREATE DATABASE. */
  url: string
  port: number
  /** Stops the server (fast shutdown) and deletes its folder. */
  stop: () => Promise<void>
}

/**
 * A PostgreSQL server of the test run's own: a fresh cluster in a temporary folder (its unix
 * socket there too), on a free loopback port, stopped and deleted by `stop()`. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` user.
 *
 * The server is this process's child, not pg_ctl's: pg_ctl starts it in a session of its own,
 * where no Ctrl-C or killed test run reaches it, and such servers outlived the suite.
 */
export async function startPostgres(): Promise<LocalPostgres> {
  const bin = serverBin()
  const dir = mkdtempSync(join(tmpdir(), 'leads-postgres-'))
  const data = join(dir, 'data')
  let ids: { uid: number; gid: number } | undefined
  if (process.getuid?.() === 0) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    ids = { uid: id('-u'), gid: id('-g') }
    chownSync(dir, ids.uid, ids.gid)
    chmodSync(dir, 0o700)
  }
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    { stdio: 'pipe', ...ids },
  )
  const port = await freePort()
  const logFile = join(dir, 'server.log')
  const log = openSync(logFile, 'a')
  const server = spawn(
    join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir],
      ...['-c', 'listen_addresses=127.0.0.1'],
      // A test server: nothing here must survive a power cut, and the machine is shared.
      ...['-c', 'fsync=off', '-c', 'max_connections=200'],
    ],
    { stdio: ['ignore', log, log], ...ids },
  )
  closeSync(log)
  const running = () => server.exitCode === null && server.signalCode === null
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  // A test process that ends without stop() (an uncaught error) still takes its server along.
  const killOnExit = () => {
    if (running()) server.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (running()) {
      // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, not waited for.
      server.kill('SIGINT')
      const timer = setTimeout(() => server.kill('SIGKILL'), 30_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const ready = () =>
    spawnSync(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]).status === 0
  const deadline = Date.now() + 60_000
  while (!ready()) {
    if (!running() || Date.now() > deadline) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
      await stop()
      throw new Error(
        `PostgreSQL did not start (${running() ? 'not ready after 60 s' : `exited with ${server.exitCode ?? server.signalCode}`}):\n${tail}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop }
}
