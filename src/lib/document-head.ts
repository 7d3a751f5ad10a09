import type { HeadTags } from '../seo/head-tags.ts'

/** Marks the tags that belong to the current page (set by the build and by applyHead). */
export const pageTagAttribute = 'data-page-head'

/**
 * Replaces the page's tags in document.head after a client-side navigation. The exported HTML
 * already carries the first page's head (rendered by unhead at build time), so the browser
 * needs no head manager of its own: this is all it does.
 */
export function applyHead(tags: HeadTags): void {
  document.title = tags.title
  document.head.querySelectorAll(`[${pageTagAttribute}]`).forEach((element) => element.remove())
  const add = (name: string, attributes: Record<string, string>, text?: string) => {
    const element = document.createElement(name)
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value)
    element.setAttribute(pageTagAttribute, '')
    if (text !== undefined) element.textContent = text
    document.head.append(element)
  }
  tags.meta.forEach((attributes) => add('meta', attributes))
  tags.link.forEach((attributes) => add('link', attributes))
  add('script', { type: 'application/ld+json' }, tags.jsonLd)
}
