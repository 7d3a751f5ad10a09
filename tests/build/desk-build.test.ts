import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deskScreensFile, deskScreensNginxInclude } from '../../scripts/lib/desk-screens.ts'
import { dist, distFiles, root } from '../support/dist.ts'

/**
 * The sales desk is built apart from the public export (vite.admin.config.ts): nothing of it is
 * in dist/, the sitemap or the public JavaScript.
 */
const desk = join(root, 'build', 'desk', 'admin')
/** Text only the desk has: it must be in the desk's bundle and in no public one. */
const deskMarkers = ['Erase everything', 'Type the e-mail address again to confirm', '/api/admin/']

const readAll = (folder: string, extension: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n')

describe('the public export', () => {
  it('has no desk files', () => {
    expect(distFiles().filter((file) => /(^|\/)admin(\/|\.|$)/.test(file))).toEqual([])
  })

  it('does not list /admin in the sitemap', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toMatch(/\/admin/)
  })

  it('carries none of the desk code in its JavaScript', () => {
    const publicScripts = readAll(join(dist, 'assets'), '.js')
    expect(publicScripts.length).toBeGreaterThan(0)
    for (const marker of deskMarkers) expect(publicScripts).not.toContain(marker)
  })
})

describe('the desk build (build/desk/admin)', () => {
  it('has its app, with the text the public bundle must not have', () => {
    expect(existsSync(join(desk, 'index.html'))).toBe(true)
    const deskScripts = readAll(join(desk, 'assets'), '.js')
    for (const marker of deskMarkers) expect(deskScripts).toContain(marker)
  })

  it("carries nginx's list of its screens, those of the router it was built with", () => {
    const include = readFileSync(join(desk, '..', deskScreensFile), 'utf8')
    expect(include).toBe(deskScreensNginxInclude())
    expect(include).toContain('/items/[^/]+')
  })

  it('is a page that is never indexed, with no inline code for its strict CSP', () => {
    const html = readFileSync(join(desk, 'index.html'), 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(html).toMatch(/<title>Sales desk<\/title>/)
    expect(html).toMatch(/<script type="module" crossorigin src="\/admin\/assets\/[\w-]+\.js">/)
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=/)
  })
})
