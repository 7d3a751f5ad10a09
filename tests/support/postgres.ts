import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
  stop: () => void
}

/**
 * A PostgreSQL server of the test run's own: a fresh cluster in a temporary folder (its unix
 * socket there too), on a free loopback port, stopped and deleted by `stop()`. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` user.
 */
export async function startPostgres(): Promise<LocalPostgres> {
  const bin = serverBin()
  const dir = mkdtempSync(join(tmpdir(), 'leads-postgres-'))
  const data = join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' })
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test server: nothing here must survive a power cut, and the machine is shared.
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ')
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', 'start'])
  } catch (error) {
    stop()
    throw error
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop }
}
