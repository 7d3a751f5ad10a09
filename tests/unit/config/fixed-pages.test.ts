import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createStaticHandler, type StaticHandlerContext } from 'react-router-dom/server.js'
import type { RouteObject } from 'react-router-dom'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { footerNavigation, mainNavigation } from '../../../src/config/navigation.ts'
import type { FixedPage, FixedPageId } from '../../../src/config/pages.ts'
import { pagePath } from '../../../src/config/paths.ts'
import { loadContentFrom } from '../../../src/content/loader/collections.ts'
import { contentPage } from '../../../src/loaders/index.ts'
import type { ContentPageData } from '../../../src/loaders/page-data.ts'
import { sitemapEntries } from '../../../src/loaders/site-index.ts'
import { createRoutes } from '../../../src/routes.tsx'

/**
 * Adding a fixed page is one entry in src/config/pages.ts and one copy file: these fixtures
 * add two pages to the registry (one under About, one with no parent) and find each exported
 * by the route table with its data, linked from a menu, in the sitemap, with its trail.
 */
const fixturePages = vi.hoisted(() => ({
  'about-pricing': { path: '/about/pricing', label: 'Pricing', parent: 'about', screen: 'content' },
  partners: { path: '/partners', label: 'Partners', screen: 'content' },
}))
vi.mock(import('../../../src/config/pages.ts'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, fixedPages: { ...original.fixedPages, ...fixturePages } as never }
})

const content = join(process.cwd(), 'src', 'content')
const publicDir = join(process.cwd(), 'public')
let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(content, root, { recursive: true })
  for (const id of Object.keys(fixturePages)) {
    copyFileSync(
      join(import.meta.dirname, 'fixtures', `${id}.yaml`),
      join(root, 'pages', `${id}.yaml`),
    )
  }
  loadContentFrom(root, publicDir)
})
// The registry of this file has the fixture pages: the real content is never loaded here.
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** What the static export does for one URL: match the route table and run its loaders. */
async function exportPage(path: string) {
  const { query } = createStaticHandler(createRoutes() as RouteObject[])
  const context = (await query(
    new Request(`https://www.example.com${path}`),
  )) as StaticHandlerContext
  const [, page] = context.matches
  return {
    errors: context.errors,
    route: page?.route.path,
    data: context.loaderData[page?.route.id ?? ''] as ContentPageData | undefined,
  }
}

const id = (name: keyof typeof fixturePages) => name as unknown as FixedPageId

describe('a fixed page added to the registry', () => {
  it('is exported: its route runs its loader, with the copy of its YAML file', async () => {
    const pricing = await exportPage('/about/pricing')
    expect(pricing.errors).toBeNull()
    expect(pricing.route).toBe('/about/pricing')
    expect(pricing.data?.heading).toBe('How we price projects')
    expect(pricing.data?.head.canonical).toBe('https://www.example.com/about/pricing')
    const partners = await exportPage('/partners')
    expect(partners.data?.heading).toBe('Our technology partners')
  })

  it('gets its link builder and its breadcrumb trail through its parent', () => {
    expect(pagePath(id('about-pricing'))).toBe('/about/pricing')
    expect(contentPage(id('about-pricing')).breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About', path: '/about' },
      { name: 'How We Price Software Projects', path: '/about/pricing' },
    ])
    expect(contentPage(id('partners')).head.jsonLd).toContain('"@type":"BreadcrumbList"')
  })

  it('is linked: under its parent in the About menu, or in the footer when no menu leads there', () => {
    const about = mainNavigation.find((item) => item.kind === 'submenu' && item.id === 'about')
    expect(about?.kind === 'submenu' && about.links.at(-1)).toEqual({
      label: 'Pricing',
      href: '/about/pricing',
    })
    expect(footerNavigation.more).toContainEqual({ label: 'Partners', href: '/partners' })
    expect(footerNavigation.more).not.toContainEqual(
      expect.objectContaining({ href: '/about/pricing' }),
    )
  })

  it('is in the sitemap', () => {
    expect(sitemapEntries()).toContainEqual({ path: '/about/pricing', lastmod: '2026-11-20' })
    expect(sitemapEntries()).toContainEqual({ path: '/partners', lastmod: '2026-11-19' })
  })
})

describe('a fixed page whose screen and listing disagree', () => {
  it('fails with the page id instead of rendering without its list', async () => {
    const pages = (await import('../../../src/config/pages.ts')).fixedPages as Record<
      string,
      FixedPage
    >
    const declared = pages['partners']
    pages['partners'] = { path: '/partners', label: 'Partners', screen: 'blogList' }
    try {
      expect(() => contentPage(id('partners'))).toThrow(
        'Fixed page "partners" (src/config/pages.ts): its screen "blogList" shows the posts listing, but the page declares no listing',
      )
      expect((await exportPage('/partners')).errors).not.toBeNull()
    } finally {
      if (declared) pages['partners'] = declared
    }
  })
})
