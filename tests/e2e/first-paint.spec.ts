import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/hydration.ts'

declare global {
  interface Window {
    __e2eFirstFrame?: number
  }
}

const paths = ['/', '/services/ui-ux-design', '/404']

/** The opening tags of one kind in `html`, e.g. every `<script …>`. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []
}

for (const path of paths) {
  test(`${path}: the server HTML paints without waiting for scripts or stylesheets`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text()
    const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1]
    expect(head, 'the page has a head').toBeDefined()

    expect(tags(head ?? '', 'script').filter((tag) => /\ssrc=/i.test(tag))).toEqual([])
    expect(
      tags(html, 'script').filter((tag) => /\ssrc=/i.test(tag)),
      'nowhere',
    ).toEqual([])
    const links = tags(head ?? '', 'link')
    expect(links.filter((tag) => /rel="?modulepreload/i.test(tag))).toEqual([])
    expect(links.filter((tag) => /rel="?stylesheet/i.test(tag))).toEqual([])
    const style = /<style>([\s\S]*?)<\/style>/i.exec(head ?? '')?.[1] ?? ''
    expect(style.length, 'the styles are inline').toBeGreaterThan(1000)
  })

  test(`${path}: module scripts load after the first paint and hydrate the page`, async ({
    page,
  }) => {
    const scripts: string[] = []
    const stylesheets: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.js')) scripts.push(pathname)
      if (request.resourceType() === 'stylesheet') stylesheets.push(pathname)
    })
    // Runs before the page's own scripts: its frame callback is the first of the first frame.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        window.__e2eFirstFrame = performance.now()
      })
    })
    await page.goto(path)
    await waitForHydration(page)

    const entry = await page.locator('script[data-entry]').getAttribute('data-entry')
    expect(entry, 'the bootstrap names the entry module').toMatch(/^\/assets\/.+\.js$/)
    expect(scripts).toContain(entry)
    expect(scripts.every((script) => script.startsWith('/assets/'))).toBe(true)
    // The page inlines the rules its own markup uses; the whole stylesheet, for what only
    // JavaScript shows, is the one stylesheet requested, after the first paint like the scripts.
    const stylesheet = await page.locator('script[data-entry]').getAttribute('data-stylesheet')
    expect(stylesheet).toMatch(/^\/assets\/.+\.css$/)
    expect(stylesheets).toEqual([stylesheet])

    // No script or stylesheet was requested before the first frame was rendered, nor before
    // the browser reported that frame's paint (then none competes with it, or with the page's
    // largest paint, which is in that frame).
    const timing = await page.evaluate(() => ({
      firstFrame: window.__e2eFirstFrame,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }))
    expect(timing.firstFrame, 'a frame was rendered').toBeDefined()
    expect(timing.scripts.length).toBeGreaterThan(1)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstFrame ?? Infinity)
    expect(timing.firstContentfulPaint, 'the first paint was reported').toBeDefined()
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstContentfulPaint ?? Infinity)
  })
}
