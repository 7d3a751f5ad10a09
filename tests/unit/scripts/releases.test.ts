import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cspNginxInclude, readCspNginxInclude } from '../../../scripts/lib/csp-include.ts'
import {
  listReleases,
  packExport,
  publish,
  rollback,
  runningServers,
} from '../../../scripts/lib/releases.ts'
import { placeholdersFile } from '../../../src/config/placeholders.ts'

let work: string
let releases: string
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'releases-test-'))
  releases = join(work, 'releases')
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

/** A minimal static export as `npm run build` leaves it in dist/. */
function exportOf(build: string, style = `'sha256-style-${build}'`): string {
  const dir = join(work, `export-${build}`)
  const files: Record<string, string> = {
    '404.html': '<h1>Page Not Found</h1>',
    'index.html': `<h1>${build}</h1>`,
    [`static-loader-data-manifest-${build}.json`]: '{}',
    [`assets/app-${build}.js`]: `/* ${build} */`,
    '.vite/manifest.json': '{}',
    '.vite/csp-hashes.conf': cspNginxInclude({
      scripts: new Set(["'sha256-boot'"]),
      styles: new Map([['/index.html', new Set([style])]]),
    }),
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute))
const live = () => readlinkSync(join(releases, 'live'))
const liveFile = (file: string) => join(releases, 'live', 'site', file)

describe('publishing a release', () => {
  it('copies the export beside the others and points live at it, without .vite/', async () => {
    const first = await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    expect(first.id).toBe('20261123T100100-aaaa')
    expect(live()).toBe(first.id)
    expect(readFileSync(liveFile('index.html'), 'utf8')).toBe('<h1>aaaa</h1>')
    expect(existsSync(liveFile('.vite'))).toBe(false)
    expect(first.assets).toEqual(['app-aaaa.js'])

    const second = await publish(releases, exportOf('bbbb'), { keep: 3, now: at(2) })
    expect(live()).toBe(second.id)
    expect(readFileSync(liveFile('index.html'), 'utf8')).toBe('<h1>bbbb</h1>')
    expect(existsSync(join(releases, first.id, 'site', 'index.html'))).toBe(true)
  })

  it("keeps the build's record of example contact details beside site/, for serve.sh", async () => {
    const record = '{"SITE_PHONE":"+91 79 0000 0000"}'
    const withRecord = exportOf('aaaa')
    writeFileSync(join(withRecord, '.vite', placeholdersFile), record)
    const first = await publish(releases, withRecord, { keep: 3, now: at(1) })
    expect(readFileSync(join(releases, first.id, placeholdersFile), 'utf8')).toBe(record)
    // An export from before the record existed still publishes.
    const second = await publish(releases, exportOf('bbbb'), { keep: 3, now: at(2) })
    expect(existsSync(join(releases, second.id, placeholdersFile))).toBe(false)
  })

  it('restores byte for byte what packing left as .gz only (the Docker image)', async () => {
    const packed = exportOf('aaaa')
    const page = '<h1>Über uns</h1>'.repeat(50)
    writeFileSync(join(packed, 'about.html'), page)
    writeFileSync(join(packed, 'about.html.gz'), gzipSync(page))
    writeFileSync(join(packed, '404.html.gz'), gzipSync('<h1>Page Not Found</h1>'))
    writeFileSync(join(packed, 'static-loader-data-manifest-aaaa.json.gz'), gzipSync('{}'))
    // A .gz that no longer matches its file keeps the file.
    writeFileSync(join(packed, 'index.html.gz'), gzipSync('<h1>an older build</h1>'))
    expect(packExport(packed)).toEqual({ files: 3, bytes: Buffer.byteLength(page) + 25 })
    expect(existsSync(join(packed, 'about.html'))).toBe(false)
    expect(existsSync(join(packed, '404.html'))).toBe(false)
    expect(existsSync(join(packed, 'index.html'))).toBe(true)

    await publish(releases, packed, { keep: 3, now: at(1) })
    expect(readFileSync(liveFile('about.html'), 'utf8')).toBe(page)
    expect(readFileSync(liveFile('404.html'), 'utf8')).toBe('<h1>Page Not Found</h1>')
    expect(existsSync(liveFile('static-loader-data-manifest-aaaa.json'))).toBe(true)
    expect(readFileSync(liveFile('index.html'), 'utf8')).toBe('<h1>aaaa</h1>')
  })

  it('carries the earlier releases’ chunks, never their page data', async () => {
    await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    const second = await publish(releases, exportOf('bbbb'), { keep: 3, now: at(2) })
    expect(existsSync(liveFile('assets/app-aaaa.js'))).toBe(true)
    expect(existsSync(liveFile('static-loader-data-manifest-aaaa.json'))).toBe(false)
    // Only a release's own chunks are carried on: a chain of deploys does not pile them up.
    expect(second.assets).toEqual(['app-bbbb.js'])
  })

  it('allows the inline code of every kept release, and keeps only the newest releases', async () => {
    await publish(releases, exportOf('aaaa'), { keep: 2, now: at(1) })
    await publish(releases, exportOf('bbbb'), { keep: 2, now: at(2) })
    let allowed = readCspNginxInclude(readFileSync(join(releases, 'csp-hashes.conf'), 'utf8'))
    expect([...(allowed.styles.get('/index.html') ?? [])].sort()).toEqual([
      "'sha256-style-aaaa'",
      "'sha256-style-bbbb'",
    ])

    await publish(releases, exportOf('cccc'), { keep: 2, now: at(3) })
    expect(listReleases(releases).map((release) => release.build)).toEqual(['cccc', 'bbbb'])
    allowed = readCspNginxInclude(readFileSync(join(releases, 'csp-hashes.conf'), 'utf8'))
    expect([...(allowed.styles.get('/index.html') ?? [])].sort()).toEqual([
      "'sha256-style-bbbb'",
      "'sha256-style-cccc'",
    ])
    expect(existsSync(liveFile('assets/app-bbbb.js'))).toBe(true)
    expect(existsSync(liveFile('assets/app-aaaa.js'))).toBe(false)
  })

  it('publishing the same build again reuses its release', async () => {
    const first = await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    await publish(releases, exportOf('bbbb'), { keep: 3, now: at(2) })
    const again = await publish(releases, exportOf('aaaa'), { keep: 3, now: at(3) })
    expect(again.id).toBe(first.id)
    expect(live()).toBe(first.id)
    expect(listReleases(releases)).toHaveLength(2)
  })

  it('refuses an incomplete export and leaves the live release as it was', async () => {
    const first = await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    const broken = exportOf('bbbb')
    rmSync(join(broken, '404.html'))
    await expect(publish(releases, broken, { keep: 3, now: at(2) })).rejects.toThrow(
      /not one complete static export/,
    )
    expect(live()).toBe(first.id)
  })

  it('forgets a registered nginx that no longer runs', async () => {
    mkdirSync(join(releases, 'servers'), { recursive: true })
    const registration = join(releases, 'servers', `${hostname()}-65000`)
    writeFileSync(registration, `${join(work, 'gone', 'nginx.pid')}\nhttp://127.0.0.1:65000/\n`)
    await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    expect(existsSync(registration)).toBe(false)
  })

  it('forgets a registration whose pid another process now has, an nginx too, and spares it', async () => {
    // A worker of another nginx, say, holding the pid a stopped server wrote.
    const other = spawn('sleep', ['30'], { argv0: 'nginx' })
    try {
      const runtime = join(work, 'site-nginx-65000')
      mkdirSync(runtime, { recursive: true })
      writeFileSync(join(runtime, 'nginx.pid'), `${other.pid}\n`)
      mkdirSync(join(releases, 'servers'), { recursive: true })
      const registration = join(releases, 'servers', `${hostname()}-65000`)
      writeFileSync(registration, `${join(runtime, 'nginx.pid')}\nhttp://127.0.0.1:65000/\n`)
      expect(runningServers(releases)).toEqual([])
      expect(existsSync(registration)).toBe(false)
      expect(other.exitCode).toBeNull()
      expect(other.signalCode).toBeNull()
    } finally {
      other.kill()
    }
  })
})

describe('rolling back', () => {
  it('points live at the release published before, and says when there is none', async () => {
    const first = await publish(releases, exportOf('aaaa'), { keep: 3, now: at(1) })
    await expect(rollback(releases, 3)).rejects.toThrow(/no release before the live one/)
    await publish(releases, exportOf('bbbb'), { keep: 3, now: at(2) })
    const back = await rollback(releases, 3)
    expect(back.id).toBe(first.id)
    expect(live()).toBe(first.id)
    expect(readFileSync(liveFile('index.html'), 'utf8')).toBe('<h1>aaaa</h1>')
  })
})
