import { slugify } from '../../lib/slug.ts'

/** A section of an article: its h2's id and text, as a table of contents lists it. */
export interface Heading {
  id: string
  text: string
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The text of a heading's HTML (marked's output): tags dropped, entities decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return entities[name] ?? entity
    })
    .trim()
}

/**
 * Gives every h2 of rendered Markdown an id from its text, unique within the document (a second
 * "Results" becomes "results-2"), so a table of contents and shared links can point at it.
 */
export function anchorHeadings(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = []
  const taken = new Set<string>()
  const anchored = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = plainText(inner)
    const base = slugify(text) || 'section'
    let id = base
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
    taken.add(id)
    headings.push({ id, text })
    return `<h2 id="${id}">${inner}</h2>`
  })
  return { html: anchored, headings }
}
