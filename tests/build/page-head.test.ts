import { describe, expect, it } from 'vitest'
import { absoluteUrl, paths } from '../../src/config/paths.ts'
import { findLocale, localeOfPath } from '../../src/i18n/locales.ts'
import { confirmations, htmlFiles, jsonLd, page, readDist, urlPathOf } from '../support/dist.ts'

interface Graph {
  '@context': string
  '@graph': { '@type': string; itemListElement?: { item: string; position: number }[] }[]
}

const files = htmlFiles()
const notFound = '404.html'

/** /usa/{service} is an alias: its canonical is the /us/ page. */
function expectedCanonical(file: string): string {
  const path = urlPathOf(file)
  if (file === notFound) return absoluteUrl(paths.notFound.href())
  return absoluteUrl(path.replace(/^\/usa\//, '/us/'))
}

/** A market's page in its language: its trail starts at the market's landing page. */
const localeOf = (file: string) => localeOfPath(urlPathOf(file))
const isMarketLanding = (file: string) => findLocale(urlPathOf(file).slice(1)) !== undefined

function single(file: string, selector: string) {
  const [first, ...others] = page(file).querySelectorAll(selector)
  if (!first || others.length > 0) throw new Error(`${file}: expected exactly one ${selector}`)
  return first
}

describe.each(files)('%s', (file) => {
  it('has one title, description, canonical and the Open Graph tags, in the head', () => {
    expect(page(file).querySelectorAll('head title')).toHaveLength(1)
    expect(
      single(file, 'meta[name="description"]').getAttribute('content')?.length,
    ).toBeGreaterThan(50)
    const canonical = single(file, 'link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(expectedCanonical(file))
    expect(single(file, 'meta[property="og:url"]').getAttribute('content')).toBe(canonical)
    for (const property of ['og:title', 'og:description', 'og:type'])
      expect(single(file, `meta[property="${property}"]`).getAttribute('content')).toBeTruthy()
    const html = page(file).querySelector('html')
    const locale = localeOf(file)
    expect(html?.getAttribute('lang')).toBe(locale?.tag ?? 'en')
    // English pages leave the default direction unwritten; every other language states its own.
    expect(html?.getAttribute('dir')).toBe(
      locale ? (locale.language === 'ar' ? 'rtl' : 'ltr') : undefined,
    )
  })

  it('is painted only once the whole page is parsed and the bootstrap has run', () => {
    // On a slow connection a document is painted while it is parsed: rel="expect" holds the
    // first paint until its target is in the document, and the target comes after the footer.
    const expectLink = single(file, 'head link[rel="expect"]')
    expect(expectLink.getAttribute('href')).toBe('#page-status')
    expect(expectLink.getAttribute('blocking')).toBe('render')
    const html = readDist(file)
    expect(html.indexOf('</footer>')).toBeGreaterThan(0)
    expect(html.indexOf('</footer>')).toBeLessThan(html.indexOf('<div id="page-status"'))
    // The bootstrap sets the `js` class from the head, before any of the body is painted.
    expect(page(file).querySelectorAll('head script[data-build]')).toHaveLength(1)
  })

  it('has exactly one h1', () => {
    expect(page(file).querySelectorAll('h1')).toHaveLength(1)
  })

  it('has valid JSON-LD for its page type', () => {
    const [graph, ...others] = jsonLd(page(file)) as Graph[]
    expect(others).toHaveLength(0)
    expect(graph?.['@context']).toBe('https://schema.org')
    const types = graph?.['@graph'].map((node) => node['@type'])
    if (file === 'index.html') {
      expect(types).toEqual(['Organization', 'WebSite', 'ProfessionalService'])
      return
    }
    expect(types).toContain('WebPage')
    if (file === notFound) return
    if (isMarketLanding(file)) {
      expect(types).toContain('Service')
      return
    }
    const breadcrumbs = graph?.['@graph'].find((node) => node['@type'] === 'BreadcrumbList')
    const items = breadcrumbs?.itemListElement ?? []
    const locale = localeOf(file)
    expect(items[0]?.item).toBe(absoluteUrl(locale ? paths.market.href(locale.id) : '/'))
    expect(items.at(-1)?.item).toBe(expectedCanonical(file))
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
  })
})

describe('site-wide head', () => {
  it("gives every canonical page a unique title (aliases share their canonical page's)", () => {
    const canonical = files.filter((file) => !file.startsWith('usa/'))
    const titles = canonical.map((file) => page(file).querySelector('title')?.text)
    expect(new Set(titles).size).toBe(canonical.length)
  })

  it('keeps the not-found page, the search and the confirmations of the estimator and the call request out of the index', () => {
    const unindexed = [notFound, ...confirmations]
    for (const file of unindexed)
      expect(single(file, 'meta[name="robots"]').getAttribute('content')).toContain('noindex')
    for (const file of files.filter((f) => !unindexed.includes(f)))
      expect(single(file, 'meta[name="robots"]').getAttribute('content')).not.toContain('noindex')
  })

  it('renders the not-found screen', () => {
    const main = single(notFound, 'main')
    // Its illustration: in <noscript> in the server HTML, drawn by the app after hydration.
    expect(main.querySelector('noscript')?.innerHTML).toContain('/images/art/not-found.svg#art')
    expect(main.text).toContain('404')
    expect(main.querySelector('h1')?.text).toContain('Page Not Found')
    const home = main.querySelectorAll('a').find((a) => a.text.trim() === 'Go Back to Homepage')
    expect(home?.getAttribute('href')).toBe('/')
    expect(home?.parentNode?.classList.contains('max-w-not-found')).toBe(true)
  })
})
