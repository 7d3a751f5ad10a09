type Attributes = Record<string, string>

/** A page's head as tags (src/seo/head-tags.ts): the build writes them, applyHead sets them. */
export interface HeadTags {
  title: string
  meta: Attributes[]
  link: Attributes[]
  jsonLd: string
}

/** Marks the tags that belong to the current page (set by the build and by applyHead). */
export const pageTagAttribute = 'data-page-head'

/** The page's tags as elements, in the order the build writes them: meta, links, JSON-LD. */
function pageTagElements(tags: HeadTags): HTMLElement[] {
  const element = (name: string, attributes: Record<string, string>, text?: string) => {
    const created = document.createElement(name)
    for (const [key, value] of Object.entries(attributes)) created.setAttribute(key, value)
    created.setAttribute(pageTagAttribute, '')
    if (text !== undefined) created.textContent = text
    return created
  }
  return [
    ...tags.meta.map((attributes) => element('meta', attributes)),
    ...tags.link.map((attributes) => element('link', attributes)),
    element('script', { type: 'application/ld+json' }, tags.jsonLd),
  ]
}

/**
 * Replaces the page's tags in document.head after a client-side navigation. The exported HTML
 * already carries the first page's head (rendered by unhead at build time), so the browser
 * needs no head manager of its own: this is all it does. A head that is already the page's
 * (the first page's, at hydration) stays as it is rather than being removed and added again.
 */
export function applyHead(tags: HeadTags): void {
  const present = document.head.querySelectorAll(`[${pageTagAttribute}]`)
  const wanted = pageTagElements(tags)
  const current =
    document.title === tags.title &&
    present.length === wanted.length &&
    wanted.every((element, index) => element.isEqualNode(present[index] ?? null))
  if (current) return
  document.title = tags.title
  present.forEach((element) => element.remove())
  document.head.append(...wanted)
}
