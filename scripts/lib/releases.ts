import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { placeholdersFile } from '../../src/config/placeholders.ts'
import {
  cspNginxInclude,
  emptyInlineHashes,
  mergeInlineHashes,
  readCspNginxInclude,
  type InlineHashes,
} from './csp-include.ts'

/**
 * A releases folder: every build is copied in beside the previous ones, then switched to in one
 * step, so nginx never serves half a build.
 *
 *   {id}/site/             the static export nginx serves (what was dist/, without .vite/)
 *   {id}/csp-hashes.conf   the CSP hashes of its inline scripts and styles
 *   {id}/placeholders.json the contact details its build left at their examples (the warning
 *                          scripts/check-placeholders.ts prints when a server starts)
 *   {id}/release.json      its build id, when it was published and its own /assets/ files
 *   live -> {id}           the release nginx serves (replaced by a rename: atomic)
 *   csp-hashes.conf        the hashes of every kept release, so old and new pages both run
 *   servers/{host}-{port}  the nginx servers serving `live` (nginx/start.sh), reloaded before
 *                          a switch so that they already accept the new pages' inline code
 *
 * A new release also carries the /assets/ files of the releases kept before it: a tab opened
 * before the deploy can still load the chunks it asks for (a form's code on submit). Page data
 * is not carried: its absence tells such a tab to load the new version (src/app/stale-build.ts).
 */
export interface Release {
  id: string
  /** vite-react-ssg's build id (its page data files are named after it). */
  build: string
  publishedAt: string
  /** The files this build wrote to /assets/ (not the ones carried from earlier releases). */
  assets: string[]
}

const manifestPattern = /^static-loader-data-manifest-([0-9a-z]+)\.json$/

/** packExport's list of the files it removed, in the export's .vite/ folder. */
const packedFile = 'packed.json'

function packedOf(exportDir: string): string[] {
  const record = join(exportDir, '.vite', packedFile)
  return existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as string[]) : []
}

/**
 * Removes each file of an export that has a gzip copy beside it, and records which. The Docker
 * image holds its export this way: every page once per encoding, not also uncompressed (30 of
 * its 57 MB). Publishing restores the files byte for byte, so a release is the same either way.
 */
export function packExport(exportDir: string): { files: number; bytes: number } {
  const packed = [...packedOf(exportDir)]
  let bytes = 0
  const vite = join(exportDir, '.vite')
  for (const entry of readdirSync(exportDir, { recursive: true, withFileTypes: true })) {
    const gz = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !entry.name.endsWith('.gz') || gz.startsWith(`${vite}${sep}`)) continue
    const plain = gz.slice(0, -'.gz'.length)
    if (!existsSync(plain) || !statSync(plain).isFile()) continue
    const content = readFileSync(plain)
    // Only a copy that restores exactly; a stale .gz keeps its file.
    if (!gunzipSync(readFileSync(gz)).equals(content)) continue
    unlinkSync(plain)
    packed.push(relative(exportDir, plain))
    bytes += content.length
  }
  writeFileSync(join(vite, packedFile), `${JSON.stringify(packed.sort())}\n`)
  return { files: packed.length, bytes }
}

/** Writes back the files packExport removed, from their gzip copies, with their times. */
function unpack(exportDir: string, siteDir: string) {
  for (const file of packedOf(exportDir)) {
    const gz = join(siteDir, `${file}.gz`)
    writeFileSync(join(siteDir, file), gunzipSync(readFileSync(gz)))
    const { atime, mtime } = statSync(gz)
    utimesSync(join(siteDir, file), atime, mtime)
  }
}

/** The build id of a static export, read from its page-data manifest's name. */
export function buildIdOf(exportDir: string): string {
  const files = new Set([...readdirSync(exportDir), ...packedOf(exportDir)])
  const names = [...files].flatMap((name) => manifestPattern.exec(name)?.[1] ?? [])
  const notFound = files.has('404.html')
  if (names.length !== 1 || !notFound) {
    throw new Error(`${exportDir} is not one complete static export: run 'npm run build'`)
  }
  return names[0] as string
}

/** The releases in `dir`, newest first. */
export function listReleases(dir: string): Release[] {
  if (!existsSync(dir)) return []
  return (
    readdirSync(dir)
      // Release folders only: not the `live` link to one of them.
      .filter((id) => !lstatSync(join(dir, id)).isSymbolicLink())
      .filter((id) => existsSync(join(dir, id, 'release.json')))
      .map((id) => JSON.parse(readFileSync(join(dir, id, 'release.json'), 'utf8')) as Release)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id))
  )
}

export function liveRelease(dir: string): string | undefined {
  try {
    return readlinkSync(join(dir, 'live'))
  } catch {
    return undefined
  }
}

function writeRelease(dir: string, release: Release) {
  writeFileSync(join(dir, release.id, 'release.json'), `${JSON.stringify(release, null, 2)}\n`)
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '')

/** Copies a static export into `dir` as a new release (or finds the one it already is). */
function addRelease(dir: string, exportDir: string, keep: number, now: Date): Release {
  const build = buildIdOf(exportDir)
  const existing = listReleases(dir).find((release) => release.build === build)
  if (existing) {
    const republished = { ...existing, publishedAt: now.toISOString() }
    writeRelease(dir, republished)
    return republished
  }

  const id = `${stamp(now)}-${build}`
  const staging = join(dir, `.staging-${id}`)
  rmSync(staging, { recursive: true, force: true })
  const vite = join(exportDir, '.vite')
  cpSync(exportDir, join(staging, 'site'), {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => source !== vite && !source.startsWith(`${vite}${sep}`),
  })
  unpack(exportDir, join(staging, 'site'))
  copyFileSync(join(vite, 'csp-hashes.conf'), join(staging, 'csp-hashes.conf'))
  // Optional: exports built before the record existed publish as before.
  const placeholders = join(vite, placeholdersFile)
  if (existsSync(placeholders)) copyFileSync(placeholders, join(staging, placeholdersFile))
  const assetsDir = join(staging, 'site', 'assets')
  const release: Release = {
    id,
    build,
    publishedAt: now.toISOString(),
    assets: readdirSync(assetsDir).sort(),
  }
  for (const earlier of listReleases(dir).slice(0, keep - 1)) {
    for (const asset of earlier.assets) {
      const target = join(assetsDir, asset)
      if (existsSync(target)) continue
      const source = join(dir, earlier.id, 'site', 'assets', asset)
      try {
        linkSync(source, target)
      } catch {
        copyFileSync(source, target)
      }
    }
  }
  writeFileSync(join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`)
  renameSync(staging, join(dir, id))
  return release
}

function readHashes(dir: string, id: string): InlineHashes {
  return readCspNginxInclude(readFileSync(join(dir, id, 'csp-hashes.conf'), 'utf8'))
}

/**
 * Whether `pid` is still the master of the nginx that wrote `pidFile` (in its runtime directory,
 * which its command line names): a server stopped without a word leaves its pid to any process,
 * a worker of another nginx included.
 */
function isNginxOf(pid: number, pidFile: string): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return command.startsWith('nginx: master') && command.includes(` -p ${dirname(pidFile)} `)
  } catch {
    return false
  }
}

/**
 * The nginx servers on this host that serve `dir`'s live release (nginx/start.sh registers
 * them): their master's pid and their URL. Registrations of stopped servers are removed.
 */
export function runningServers(dir: string): { pid: number; url: string }[] {
  const servers = join(dir, 'servers')
  if (!existsSync(servers)) return []
  const running = []
  const ours = readdirSync(servers).filter((name) => name.startsWith(`${hostname()}-`))
  for (const name of ours) {
    const [pidFile = '', url = ''] = readFileSync(join(servers, name), 'utf8').split('\n')
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : NaN
    if (!Number.isInteger(pid) || !isNginxOf(pid, pidFile)) {
      unlinkSync(join(servers, name))
      continue
    }
    running.push({ pid, url })
  }
  return running
}

/**
 * Reloads every nginx on this host that serves `dir`'s live release, and waits until each one
 * sends a Content-Security-Policy that allows `hashes`.
 */
async function reloadServers(dir: string, hashes: InlineHashes) {
  for (const { pid, url } of runningServers(dir)) {
    process.kill(pid, 'SIGHUP')
    // The home page's: the URL below is the site's root.
    const wanted = [...hashes.scripts, ...(hashes.styles.get('/index.html') ?? [])]
    const deadline = Date.now() + 15_000
    for (;;) {
      const policy = await fetch(url, { method: 'HEAD' })
        .then((response) => response.headers.get('content-security-policy') ?? '')
        .catch(() => '')
      if (wanted.every((hash) => policy.includes(hash))) break
      if (Date.now() > deadline) {
        throw new Error(`nginx at ${url} did not take the new CSP hashes; check its error log`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * Makes `id` the live release: every kept release's CSP hashes are allowed and every running
 * nginx reloaded first, then the `live` link is replaced in one rename. Releases beyond the
 * newest `keep` (the live one always stays) are deleted.
 */
async function activate(dir: string, id: string, keep: number) {
  const releases = listReleases(dir)
  const kept = releases.slice(0, keep).map((release) => release.id)
  if (!kept.includes(id)) kept.push(id)

  const allowed = emptyInlineHashes()
  for (const keptId of kept) mergeInlineHashes(allowed, readHashes(dir, keptId))
  writeFileSync(join(dir, '.csp-hashes.conf'), cspNginxInclude(allowed))
  renameSync(join(dir, '.csp-hashes.conf'), join(dir, 'csp-hashes.conf'))
  await reloadServers(dir, readHashes(dir, id))

  const link = join(dir, `.live-${process.pid}`)
  rmSync(link, { force: true })
  symlinkSync(id, link)
  renameSync(link, join(dir, 'live'))

  for (const release of releases) {
    if (!kept.includes(release.id)) rmSync(join(dir, release.id), { recursive: true, force: true })
  }
}

export interface PublishOptions {
  /** How many releases stay on disk, the live one included (at least 1). */
  keep: number
  now?: Date
}

/** Publishes a static export (npm run build's dist/) and switches to it. */
export async function publish(
  dir: string,
  exportDir: string,
  { keep, now = new Date() }: PublishOptions,
): Promise<Release> {
  mkdirSync(dir, { recursive: true })
  const release = addRelease(dir, exportDir, keep, now)
  await activate(dir, release.id, keep)
  return release
}

/** Switches back to the release published before the live one. */
export async function rollback(dir: string, keep: number): Promise<Release> {
  const releases = listReleases(dir)
  const live = releases.findIndex((release) => release.id === liveRelease(dir))
  const previous = releases[live + 1]
  if (live === -1 || !previous) {
    throw new Error(`no release before the live one in ${relative(process.cwd(), dir) || dir}`)
  }
  await activate(dir, previous.id, keep)
  return previous
}
