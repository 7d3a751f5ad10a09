import { describe, expect, it } from 'vitest'
import { transformPage } from '../../../scripts/lib/html-transform.ts'

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
  startupChunks: ['/assets/client-5.js', '/assets/page-2.js'],
}

describe('transformPage', () => {
  const html = transformPage('page.html', input)
  const head = html.slice(0, html.indexOf('</head>'))

  it('inlines the stylesheet and leaves no script or preload in the head', () => {
    expect(head).toContain('<style>h1{color:red}</style>')
    expect(head).not.toMatch(/<script|modulepreload|rel="stylesheet"/)
  })

  it('hands the entry and every preload, without duplicates, to the bootstrap', () => {
    expect(html).toContain(
      '<script data-build="abc123" data-entry="/assets/app-3.js" data-preload="/assets/react-dom-1.js /assets/page-2.js /assets/client-5.js">BOOT()</script>',
    )
  })

  it('turns the hydration data into a JSON block that cannot close its script element', () => {
    const block = html.match(
      /<script type="application\/json" id="router-hydration-data">(.*?)<\/script>/,
    )
    expect(block?.[1]).not.toContain('<')
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ loaderData: { 0: { note: '</script><b>' } } })
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

  it("leaves the page's JSON-LD out of the hydration data (the bootstrap reads it back)", () => {
    const jsonLd = '{"@context":"https://schema.org","@graph":[]}'
    const withJsonLd = exported
      .replace(
        '</title>',
        `</title><script type="application/ld+json" data-page-head="">${jsonLd}</script>`,
      )
      .replace(
        /JSON\.parse\(.*\);/,
        `JSON.parse(${JSON.stringify(JSON.stringify({ loaderData: { 0: null, '0-1': { head: { title: 'T', jsonLd } } } }))});`,
      )
    const result = transformPage('page.html', { ...input, html: withJsonLd })
    const block = result.match(/id="router-hydration-data">(.*?)<\/script>/)?.[1] ?? ''
    expect(JSON.parse(block)).toEqual({
      loaderData: { 0: null, '0-1': { head: { title: 'T', jsonLd: null } } },
    })
    expect(result).toContain(
      `<script type="application/ld+json" data-page-head="">${jsonLd}</script>`,
    )
  })

  it('fails when the stylesheet was not built', () => {
    expect(() => transformPage('a.html', { ...input, stylesheets: new Map() })).toThrow(
      'a.html: stylesheet /assets/style-4.css is not in dist/',
    )
  })
})
