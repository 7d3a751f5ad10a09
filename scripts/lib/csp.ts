import { createHash } from 'node:crypto'
import { parse } from 'node-html-parser'
import type { InlineHashes } from './csp-include.ts'

/** Script types that the browser does not execute: CSP does not apply to them. */
const dataBlockTypes = new Set(['application/json', 'application/ld+json'])

export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/** Adds the CSP hash sources of one page's inline scripts and styles to `into`. */
export function collectInlineHashes(html: string, into: InlineHashes): InlineHashes {
  const root = parse(html, { blockTextElements: { script: true, style: true } })
  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type')?.toLowerCase()
    if (script.hasAttribute('src') || (type && dataBlockTypes.has(type))) continue
    into.scripts.add(sha256Source(script.rawText))
  }
  for (const style of root.querySelectorAll('style')) into.styles.add(sha256Source(style.rawText))
  return into
}
