import type { HeadTags } from '../seo/head-tags.ts'

/** Marks the tags that belong to the current page (set by the build and by applyHead). */
export const pageTagAttribute = 'data-page-head'

/** unhead's own key on a tag it rendered (the JSON-LD script's): not part of what it says. */
const unheadKeyAttribute = 'data-hid'

type Tag = { name: string; attributes: Record<string, string>; text?: string }

/** The page's tags in document order: its meta, its links, its JSON-LD. */
const pageTags = (tags: HeadTags): Tag[] => [
  ...tags.meta.map((attributes) => ({ name: 'meta', attributes })),
  ...tags.link.map((attributes) => ({ name: 'link', attributes })),
  { name: 'script', attributes: { type: 'application/ld+json' }, text: tags.jsonLd },
]

/** What a tag says, whatever the order of its attributes: equal for equal tags. */
const signature = (name: string, attributes: [string, string][], text: string) =>
  JSON.stringify([name, attributes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), text])

const tagSignature = ({ name, attributes, text }: Tag) =>
  signature(name, Object.entries(attributes), text ?? '')

const elementSignature = (element: Element) =>
  signature(
    element.localName,
    [...element.attributes]
      .filter(({ name }) => name !== pageTagAttribute && name !== unheadKeyAttribute)
      .map(({ name, value }) => [name, value]),
    element.textContent,
  )

/**
 * Whether document.head already holds exactly these tags: true for the first page, whose head
 * the exported HTML carries, and after a navigation that leaves it unchanged.
 */
function headIsCurrent(tags: HeadTags): boolean {
  if (document.title !== tags.title) return false
  const present = [...document.head.querySelectorAll(`[${pageTagAttribute}]`)]
  const wanted = pageTags(tags)
  return (
    present.length === wanted.length &&
    wanted.every((tag, index) => tagSignature(tag) === elementSignature(present[index] as Element))
  )
}

/**
 * Replaces the page's tags in document.head after a client-side navigation. The exported HTML
 * already carries the first page's head (rendered by unhead at build time), so the browser
 * needs no head manager of its own: this is all it does, and it leaves a head that is already
 * the page's as it is (hydration would otherwise remove and add every tag again).
 */
export function applyHead(tags: HeadTags): void {
  if (headIsCurrent(tags)) return
  document.title = tags.title
  document.head.querySelectorAll(`[${pageTagAttribute}]`).forEach((element) => element.remove())
  for (const { name, attributes, text } of pageTags(tags)) {
    const element = document.createElement(name)
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value)
    element.setAttribute(pageTagAttribute, '')
    if (text !== undefined) element.textContent = text
    document.head.append(element)
  }
}
