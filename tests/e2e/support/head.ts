import { expect, type Page } from '@playwright/test'

export interface HeadSnapshot {
  titles: string[]
  descriptions: string[]
  canonicals: string[]
  ogUrls: string[]
  robots: string[]
  jsonLd: string[]
}

/** The page-specific tags of the live document head (all of them, to catch duplicates). */
export async function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const all = (selector: string, read: (element: Element) => string | null) =>
      [...document.head.querySelectorAll(selector)].map((element) => read(element) ?? '')
    const content = (element: Element) => element.getAttribute('content')
    return {
      titles: all('title', (element) => element.textContent),
      descriptions: all('meta[name="description"]', content),
      canonicals: all('link[rel="canonical"]', (element) => element.getAttribute('href')),
      ogUrls: all('meta[property="og:url"]', content),
      robots: all('meta[name="robots"]', content),
      jsonLd: all('script[type="application/ld+json"]', (element) => element.textContent),
    }
  })
}

/**
 * Waits until the head describes the page at `canonical`: exactly one of each tag, the
 * canonical and og:url equal to it, the JSON-LD about it. Returns the settled head.
 */
export async function expectHeadFor(page: Page, canonical: string): Promise<HeadSnapshot> {
  await expect
    .poll(async () => {
      const head = await readHead(page)
      return { canonicals: head.canonicals, ogUrls: head.ogUrls }
    })
    .toEqual({ canonicals: [canonical], ogUrls: [canonical] })
  const head = await readHead(page)
  expect(head.titles, 'one <title>').toHaveLength(1)
  expect(head.titles[0], 'a non-empty title').toBeTruthy()
  expect(head.descriptions, 'one meta description').toHaveLength(1)
  expect(head.descriptions[0], 'a non-empty description').toBeTruthy()
  expect(head.robots, 'one meta robots').toHaveLength(1)
  expect(head.jsonLd, 'one JSON-LD block').toHaveLength(1)
  const graph = JSON.stringify(JSON.parse(head.jsonLd[0] ?? 'null'))
  expect(graph, 'the JSON-LD describes this page').toContain(`"url":"${canonical}"`)
  return head
}

/** The document title once it differs from `previous` (head updates follow the route change). */
export async function expectTitleChanged(page: Page, previous: string): Promise<void> {
  await expect.poll(() => page.title()).not.toBe(previous)
}
