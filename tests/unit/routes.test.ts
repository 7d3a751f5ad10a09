import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { collections } from '../../src/content/loader/collections.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'
import { staticPaths } from '../../src/content/loader/static-paths.ts'
import { createRoutes } from '../../src/routes.tsx'

const routes = createRoutes()
const leafPath = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path

describe('route table', () => {
  it('loads every screen on demand', () => {
    const children = routes[0]?.children ?? []
    expect(children.length).toBeGreaterThan(10)
    for (const route of children) expect(route.lazy, route.path ?? 'index').toBeTypeOf('function')
  })

  it('exports 18 countries × 14 services through one shared screen', async () => {
    expect(collections().countries).toHaveLength(18)
    expect(services).toHaveLength(14)
    expect(new Set(staticPaths.countryServices()).size).toBe(252)
    const screens = new Set(staticPaths.countryServices().map((path) => leafPath(path)))
    expect([...screens]).toEqual(['/:country/:service'])
  })

  it('exports every service and hire page', () => {
    expect(staticPaths.services()).toHaveLength(14)
    expect(staticPaths.hireRoles()).toEqual(hireRoles.map((r) => `/hire-developers/${r.slug}`))
  })

  it.each([
    ['/', undefined],
    ['/about/company', '/about/company'],
    ['/about/why-kitelane', '/about/why-kitelane'],
    ['/resources/FAQs', '/resources/FAQs'],
    ['/services/ui-ux-design', '/services/:service'],
    ['/usa/erp-solutions', '/:country/:service'],
    ['/blogs/some-post', '/blogs/:slug'],
    ['/case-studies/some-study', '/case-studies/:slug'],
    ['/careers/some-role', '/careers/:slug'],
    ['/404', '/404'],
    ['/a/b/c', '*'],
  ])('matches %s to %s', (pathname, expected) => {
    expect(leafPath(pathname)).toBe(expected)
  })
})
