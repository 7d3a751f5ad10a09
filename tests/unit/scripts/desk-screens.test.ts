import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import {
  deskScreenPath,
  deskScreensNginxInclude,
  screenSource,
} from '../../../scripts/lib/desk-screens.ts'
import { deskBase, deskScreens } from '../../../src/admin/screen-paths.ts'

/** The desk's router: a route per screen, and the not-found screen for any other address. */
const router = [...Object.values(deskScreens).map((path) => ({ path })), { path: '*' }]
const routedScreen = (path: string) =>
  matchRoutes(router, path, deskBase)?.at(-1)?.route.path !== '*'

/** The regular expression of the include's location, which nginx matches against $uri. */
function nginxLocation(): RegExp {
  const [, source] = /^location ~ "(.+)" \{$/m.exec(deskScreensNginxInclude()) ?? []
  if (!source) throw new Error(`no regex location in:\n${deskScreensNginxInclude()}`)
  return new RegExp(source)
}

const screens = [
  '/admin',
  '/admin/items/4f6c1f6e-93a1-4ac2-9a6b-0c1d2e3f4a5b',
  '/admin/items/L1',
  '/admin/audit',
  '/admin/users',
  '/admin/erase',
]
const notScreens = [
  '/admin/items',
  '/admin/items/L1/history',
  '/admin/index.html',
  '/admin/sign-in',
  '/admin/no-such-screen',
  '/admin/audit/2',
  '/administrator',
]

describe("the desk's screens (src/admin/screen-paths.ts)", () => {
  it.each(screens)('%s is a screen for nginx, npm run dev and the router', (path) => {
    expect(deskScreenPath.test(path)).toBe(true)
    if (path !== deskBase) expect(nginxLocation().test(path)).toBe(true)
    expect(routedScreen(path)).toBe(true)
  })

  it.each(notScreens)('%s is none: a 404 from nginx and npm run dev', (path) => {
    expect(deskScreenPath.test(path)).toBe(false)
    expect(nginxLocation().test(path)).toBe(false)
    if (path.startsWith(`${deskBase}/`)) expect(routedScreen(path)).toBe(false)
  })

  it('gives nginx one location for the screens below /admin/, /admin itself having its own', () => {
    const include = deskScreensNginxInclude()
    expect(include).toMatch(/^# .*Do not edit\.$/m)
    expect(include.match(/^location /gm)).toHaveLength(1)
    expect(include).toContain('try_files /admin/index.html =404;')
    expect(nginxLocation().test(deskBase)).toBe(false)
  })

  it('refuses a pattern nginx could not match the way the router does', () => {
    expect(screenSource('/items/:id')).toBe('/items/[^/]+')
    for (const pattern of ['/items/:id?', '/files/*', '/a.b', '/items/:id-x'])
      expect(() => screenSource(pattern)).toThrow(/a segment is a word or a :param/)
  })
})
