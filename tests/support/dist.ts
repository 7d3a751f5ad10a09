import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { locales } from '../../src/i18n/locales.ts'

export const root = join(import.meta.dirname, '..', '..')
export const dist = join(root, 'dist')

if (!existsSync(join(dist, '404.html'))) {
  throw new Error('dist/ is missing: run `npm run build` before the build-output tests')
}

/** dist/about/company.html -> /about/company; index.html -> / */
export function urlPathOf(file: string): string {
  const path = `/${file.replace(/\.html$/, '')}`
  return path === '/index' ? '/' : path
}

/** /about/company -> about/company.html, the file nginx serves for it. */
export function fileOf(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`
}

export function distFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((file) => relative(dist, join(dist, file)))
    .sort()
}

/**
 * Pages only a form leads to, and the site search (pages.ts, `indexable: false`): noindex, not
 * in the sitemap. Each market's call request has its own confirmation.
 */
export const confirmations = [
  'estimate/sent.html',
  'call/sent.html',
  ...locales.map((locale) => `${locale.id}/call/sent.html`),
  'search.html',
]

export const htmlFiles = (): string[] => distFiles().filter((file) => file.endsWith('.html'))

export function readDist(file: string): string {
  return readFileSync(join(dist, file), 'utf8')
}

const parsed = new Map<string, HTMLElement>()

export function page(file: string): HTMLElement {
  let document = parsed.get(file)
  if (!document) {
    document = parse(readDist(file), { blockTextElements: { script: true, style: true } })
    parsed.set(file, document)
  }
  return document
}

export function jsonLd(document: HTMLElement): unknown[] {
  return document
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.rawText) as unknown)
}
