import type { APIRequestContext } from '@playwright/test'

/** The public origin every canonical URL, og:url and JSON-LD id is built on. */
export const canonicalOrigin = 'https://www.example.com'

export function canonicalFor(path: string): string {
  return path === '/' ? `${canonicalOrigin}/` : `${canonicalOrigin}${path}`
}

export const notFoundCanonical = canonicalFor('/404')

/** The text of the first <h1> in an HTML document, tags removed and whitespace collapsed. */
export function h1Text(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  if (!match) return undefined
  return normaliseText(decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '')))
}

export function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** The text of the <title> of an HTML document. */
export function titleText(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html)
  return match ? normaliseText(decodeEntities(match[1] ?? '')) : undefined
}

/** The h1 text of the page the server exports at `path`, to compare with the client's. */
export async function serverH1(request: APIRequestContext, path: string): Promise<string> {
  const text = h1Text(await (await request.get(path)).text())
  if (!text) throw new Error(`${path}: the exported HTML has no h1`)
  return text
}
