import { createHash } from 'node:crypto'
import { parse } from 'node-html-parser'
import type { InlineHashes } from './csp-include.ts'

/** Script types that the browser does not execute: CSP does not apply to them. */
const dataBlockTypes = new Set(['application/json', 'application/ld+json'])

export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/**
 * Adds the CSP hash sources of one page's inline scripts and styles to `into`; `page` is its file
 * in the export ("about/company.html"), which nginx serves as "/about/company.html".
 */
export function collectInlineHashes(html: string, page: string, into: InlineHashes): InlineHashes {
  const root = parse(html, { blockTextElements: { script: true, style: true } })
  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type')?.toLowerCase()
    if (script.hasAttribute('src') || (type && dataBlockTypes.has(type))) continue
    into.scripts.add(sha256Source(script.rawText))
  }
  const styles = into.styles.get(`/${page}`) ?? new Set<string>()
  for (const style of root.querySelectorAll('style')) styles.add(sha256Source(style.rawText))
  if (styles.size > 0) into.styles.set(`/${page}`, styles)
  return into
}
