import { describe, expect, it } from 'vitest'
import { pageDataFile, transformPage } from '../../../scripts/lib/html-transform.ts'

/** The shape vite-react-ssg 0.9 exports (head links, root, hydration and build-hash scripts). */
const exported = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
  '<title>Page</title>',
  '<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/page-2.js">',
  '<script type="module" crossorigin src="/assets/app-3.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/style-4.css">',
  '</head><body><div id="root" data-server-rendered="true"><h1>Page</h1>',
  `<script>window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(
    JSON.stringify({ loaderData: { 0: { note: '</script><b>' } } }),
  ).replaceAll('<', '\\u003c')});</script></div>`,
  "<script>window.__VITE_REACT_SSG_HASH__ = 'abc123'</script></body></html>",
].join('\n')

const input = {
  html: exported,
  stylesheets: new Map([['/assets/style-4.css', 'h1{color:red}\n']]),
  bootstrap: 'BOOT()',
  start: '/assets/start-6.js',
  startupChunks: ['/assets/client-5.js', '/assets/page-2.js'],
}

describe('transformPage', () => {
  const html = transformPage('page.html', input)
  const head = html.slice(0, html.indexOf('</head>'))

  it('inlines the stylesheet and leaves no script with a source or preload in the head', () => {
    expect(head).toContain('<style>h1{color:red}</style>')
    expect(head).not.toMatch(/<script[^>]* src=|modulepreload|rel="stylesheet"/)
  })

  it('ends the head with the bootstrap, so it runs before any of the body is painted', () => {
    expect(head).toMatch(/<script data-build="abc123" [^>]*>BOOT\(\)<\/script>$/)
    const body = html.slice(html.indexOf('</head>'))
    expect(body).not.toContain('<script')
  })

  it('hands the entry and every preload, without duplicates, to the bootstrap', () => {
    expect(html).toContain(
      '<script data-build="abc123" data-start="/assets/start-6.js" data-entry="/assets/app-3.js" data-preload="/assets/react-dom-1.js /assets/page-2.js /assets/client-5.js" data-page-data="/static-loader-data/page.abc123.json" data-stylesheet="/assets/style-4.css">BOOT()</script>',
    )
  })

  it('leaves the hydration data out of the page: the bootstrap fetches the data file', () => {
    expect(html).not.toContain('__staticRouterHydrationData')
    expect(html).not.toContain('</script><b>')
    expect(pageDataFile('about/company.html', 'abc123')).toBe(
      '/static-loader-data/about/company.abc123.json',
    )
    expect(pageDataFile('index.html', 'abc123')).toBe('/static-loader-data/index.abc123.json')
  })

  it("fails the build when the hydration data is not the page's data file", () => {
    const pageData = { 0: { note: '</script><b>' } }
    expect(() => transformPage('page.html', { ...input, pageData })).not.toThrow()
    expect(() => transformPage('page.html', { ...input, pageData: { 0: null } })).toThrow(
      "page.html: the hydration data is not the page's data file",
    )
  })

  it("drops the line breaks between the head's tags, and keeps the body as exported", () => {
    expect(head).toContain('<meta charset="utf-8"><title>Page</title>')
    expect(html).toContain('<h1>Page</h1>\n</div>')
  })

  it('leaves no other inline script', () => {
    expect(html.match(/<script>/g)).toBeNull()
  })

  it.each([
    ['the stylesheet link', /<link rel="stylesheet"[^>]*>/],
    ['the entry module script', /<script type="module"[^>]*><\/script>/],
    ['the router hydration script', /<script>window\.__staticRouterHydrationData[^\n]*<\/script>/],
    ['the build hash script', /<script>window\.__VITE_REACT_SSG_HASH__[^<]*<\/script>/],
  ])('fails the build, naming the page, when %s is missing', (what, pattern) => {
    expect(() =>
      transformPage('about.html', { ...input, html: exported.replace(pattern, '') }),
    ).toThrow(`about.html: expected ${what}`)
  })

  it('fails when the stylesheet was not built', () => {
    expect(() => transformPage('a.html', { ...input, stylesheets: new Map() })).toThrow(
      'a.html: stylesheet /assets/style-4.css is not in dist/',
    )
  })
})
