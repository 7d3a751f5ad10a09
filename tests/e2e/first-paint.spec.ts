import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/hydration.ts'

declare global {
  interface Window {
    __e2eFirstFrame?: number
    __e2eFirstLazyTop?: number
  }
}

const paths = [
  '/',
  '/services/ui-ux-design',
  '/about/company',
  '/blogs/topics/engineering',
  '/blogs/tags/angular',
  '/case-studies/industry/logistics',
  '/case-studies/service/ui-ux-design',
  '/case-studies/technology/postgresql',
  '/404',
]

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

    // Nothing but the document and the typeface it preloads was requested before the first frame
    // was rendered, nor before the browser reported that frame's paint and the page's largest
    // paint (then nothing competes with them): no script, stylesheet, icon, logo or illustration.
    const timing = await page.evaluate(async () => ({
      firstFrame: window.__e2eFirstFrame,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      largestContentfulPaint: await new Promise<number | undefined>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { element?: Element | null }) | undefined
          // A content image as the largest paint is drawn when its own request (allowed at
          // once, below) ends, not by the document's first paint: the first paint bounds it.
          resolve(last?.element?.tagName === 'IMG' ? -1 : last?.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(undefined), 5_000)
      }),
      // Content images (<img>) may load at once: they are the page's own paint, and so may the
      // brand's typeface the document preloads, for its first layout. The favicon is the
      // browser's.
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .filter(
          ({ path }) =>
            path !== '/favicon.svg' &&
            !document.querySelector(`link[rel="preload"][as="font"][href="${path}"]`) &&
            ![...document.images].some((image) => new URL(image.src).pathname === path),
        ),
    }))
    const loaded = timing.requests.filter(({ path }) => /\.(js|css)$/.test(path))
    expect(timing.firstFrame, 'a frame was rendered').toBeDefined()
    expect(loaded.length).toBeGreaterThan(1)
    expect(timing.firstContentfulPaint, 'the first paint was reported').toBeDefined()
    expect(timing.largestContentfulPaint, 'the largest paint was reported').toBeDefined()
    const last = Math.max(
      timing.firstFrame ?? Infinity,
      timing.firstContentfulPaint ?? Infinity,
      timing.largestContentfulPaint ?? Infinity,
    )
    expect(timing.requests.filter(({ start }) => start <= last)).toEqual([])
  })
}

test('a blog post lays out its lazy images beyond loading distance after the first frame', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the test sets the width itself')
  // Lighthouse's phone. Chromium requests a lazy image within 1,250 px of the screen (on a fast
  // connection) once laid out; "Read next" covers that close were requested with the first
  // paint's work, which Lighthouse's simulation then counted in the largest paint.
  const screen = { width: 412, height: 823 }
  const loadingDistance = 1250
  await page.setViewportSize(screen)
  await page.addInitScript(() => {
    // In the task after the first frame: the bootstrap marks what is drawn in that frame.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const images = document.querySelectorAll('main img[loading="lazy"]')
        // Measured at the part of the page that holds each (an image inside a part not drawn yet
        // has no layout of its own to measure).
        window.__e2eFirstLazyTop = Math.min(
          ...[...images].map(
            (image) => image.closest('#main > *')?.getBoundingClientRect().top ?? 0,
          ),
        )
      }),
    )
  })
  await page.goto('/blogs/accessibility-from-the-first-sprint')
  await waitForHydration(page)
  const top = await page.evaluate(() => window.__e2eFirstLazyTop)
  expect(top, 'the post has lazy images').toBeLessThan(Infinity)
  expect(top).toBeGreaterThan(screen.height + loadingDistance)
})
