import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePath, paths } from '../../src/config/paths.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { collections } from '../../src/content/loader/collections.ts'
import { services } from '../../src/content/services.ts'
import { dist, htmlFiles, page, readDist } from '../support/dist.ts'

/** The site search: Pagefind's index of every page in the sitemap, and the /search page. */
const sitemapUrls = readDist('sitemap.xml').match(/<loc>/g)?.length ?? 0
const pagefind = (file: string) => join(dist, 'pagefind', file)

describe('the search index', () => {
  it('holds every page of the sitemap, and nothing else', () => {
    const entry = JSON.parse(readFileSync(pagefind('pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>
    }
    expect(Object.keys(entry.languages)).toEqual(['en'])
    expect(entry.languages.en?.page_count).toBe(sitemapUrls)
    expect(sitemapUrls).toBeGreaterThan(300)
  })

  it("ships what the site's own search box loads, without Pagefind's ready-made interfaces", () => {
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind']) {
      expect(existsSync(pagefind(file)), file).toBe(true)
    }
    expect(existsSync(pagefind('pagefind.js.br'))).toBe(true)
    for (const file of ['pagefind-ui.js', 'pagefind-component-ui.js', 'pagefind-modular-ui.js']) {
      expect(existsSync(pagefind(file)), file).toBe(false)
    }
  })

  it('is loaded by no page: nothing of it is in any document', () => {
    const referencing = htmlFiles().filter((file) => readDist(file).includes('/pagefind/'))
    expect(referencing).toEqual([])
  })
})

describe('/search', () => {
  const search = page('search.html')

  it('is kept out of search engines and the sitemap', () => {
    expect(search.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    )
    expect(readDist('sitemap.xml')).not.toContain(`${pagePath('search')}<`)
  })

  it('links every service, role, industry, blog category and company page without JavaScript', () => {
    const links = search
      .querySelectorAll('section[aria-labelledby="site-topics"] a')
      .map((link) => link.getAttribute('href'))
    const { caseStudyFacets, blogTopics } = collections()
    expect(links).toEqual(
      expect.arrayContaining([
        ...services.map((service) => paths.service.href(service.slug)),
        ...hireRoles.map((role) => paths.hireRole.href(role.slug)),
        ...caseStudyFacets.industries.map(
          (topic) => `${pagePath('case-studies')}/industry/${topic.slug}`,
        ),
        ...blogTopics.categories.map((topic) => paths.blogCategory.href(topic.name)),
        pagePath('about'),
        pagePath('contact'),
      ]),
    )
  })

  it('holds the search box only for visitors with JavaScript', () => {
    const form = search.querySelector('form[role="search"]')
    expect(form).not.toBeNull()
    const wrapper = form?.parentNode?.getAttribute('class')?.split(' ') ?? []
    expect(wrapper).toEqual(expect.arrayContaining(['hidden', 'js:block']))
  })
})

it("every page's header links to the search", () => {
  for (const file of ['index.html', 'services/ui-ux-design.html', '404.html']) {
    expect(
      page(file).querySelector('header a[href="/search"][aria-label="Search"]'),
      file,
    ).not.toBeNull()
  }
})
