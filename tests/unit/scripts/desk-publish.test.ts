import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { publishDesk } from '../../../scripts/lib/desk-publish.ts'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function deskBuild(folder: string, script: string, unused: string[] = []) {
  mkdirSync(join(folder, 'admin', 'assets'), { recursive: true })
  writeFileSync(
    join(folder, 'admin', 'index.html'),
    `<script type="module" src="/admin/assets/${script}"></script><link rel="stylesheet" href="/admin/assets/${script}.css">`,
  )
  for (const file of [script, `${script}.css`, ...unused]) {
    writeFileSync(join(folder, 'admin', 'assets', file), file)
  }
}

describe('publishing a desk build', () => {
  it('replaces the live desk whole and keeps the files its previous page names', () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-publish-'))
    const live = join(dir, 'desk')
    const next = join(dir, 'desk.next')
    deskBuild(live, 'index-old.js', ['retired-long-ago.js'])
    deskBuild(next, 'index-new.js')

    publishDesk(next, live)

    expect(readFileSync(join(live, 'admin', 'index.html'), 'utf8')).toContain('index-new.js')
    const assets = join(live, 'admin', 'assets')
    for (const file of ['index-new.js', 'index-new.js.css', 'index-old.js', 'index-old.js.css']) {
      expect(existsSync(join(assets, file)), file).toBe(true)
    }
    // Only one build back: files no page names any more do not pile up.
    expect(existsSync(join(assets, 'retired-long-ago.js'))).toBe(false)
    expect(existsSync(next)).toBe(false)
    expect(existsSync(`${live}.old`)).toBe(false)
  })

  it('publishes the first build when there is no live desk yet', () => {
    dir = mkdtempSync(join(tmpdir(), 'desk-publish-'))
    deskBuild(join(dir, 'desk.next'), 'index-first.js')
    publishDesk(join(dir, 'desk.next'), join(dir, 'desk'))
    expect(existsSync(join(dir, 'desk', 'admin', 'assets', 'index-first.js'))).toBe(true)
  })
})
