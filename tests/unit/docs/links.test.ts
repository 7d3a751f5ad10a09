import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * README.md and docs/ point into each other's sections (issue 40: README for the newcomer, docs
 * for everyone else). A section moved or renamed must not leave a link behind: every relative
 * link (`[text](path)`, `[text](path#anchor)`, `[text](#anchor)`, reference definitions) names a
 * file that exists, and its anchor a heading of that file as GitHub names it. Links to other
 * sites (http:, https:, mailto: and other schemes) are not followed.
 */
const root = join(import.meta.dirname, '..', '..', '..')

/** README.md and every Markdown file under docs/, as paths relative to `base`. */
function documents(base: string): string[] {
  const docs = join(base, 'docs')
  const inDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file) => join('docs', file))
        .sort()
    : []
  return ['README.md', ...inDocs]
}

/** The text with every character but line breaks replaced by a space (line numbers stay). */
const blank = (text: string) => text.replace(/[^\n]/g, ' ')

/** The Markdown with fenced code blocks blanked out: GitHub renders no link or heading there. */
function withoutFences(markdown: string): string {
  let fence: string | undefined
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence === undefined) {
        if (marker === undefined) return line
        fence = marker
        return blank(line)
      }
      if (marker?.startsWith(fence) && line.trim() === marker) fence = undefined
      return blank(line)
    })
    .join('\n')
}

/**
 * The Markdown with inline code spans blanked out (`[x](y)` in backticks is no link). A span
 * closes at the next run of as many backticks, within its paragraph; an unclosed run is text.
 */
function withoutCodeSpans(markdown: string): string {
  let out = ''
  let at = 0
  while (at < markdown.length) {
    const open = /`+/g
    open.lastIndex = at
    const start = open.exec(markdown)
    if (!start) break
    const ticks = start[0]
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g')
    close.lastIndex = start.index + ticks.length
    const end = close.exec(markdown)
    const paragraphEnd = markdown.slice(start.index).search(/\n[ \t]*\n/)
    const inParagraph =
      end !== null && (paragraphEnd === -1 || end.index < start.index + paragraphEnd)
    if (end && inParagraph) {
      out +=
        markdown.slice(at, start.index) +
        blank(markdown.slice(start.index, end.index + ticks.length))
      at = end.index + ticks.length
    } else {
      out += markdown.slice(at, start.index + ticks.length)
      at = start.index + ticks.length
    }
  }
  return out + markdown.slice(at)
}

/** What GitHub renders as a heading's text: no markup, code spans' content, links' text. */
function headingText(source: string): string {
  return source
    .split(/(`+[^`]*`+)/)
    .map((part, index) => {
      if (index % 2 === 1) return part.replace(/^`+|`+$/g, '')
      return part
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .replace(/(^|[^\p{L}\p{N}_])_+|_+(?=$|[^\p{L}\p{N}_])/gu, '$1')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
    })
    .join('')
    .trim()
}

/** GitHub's anchor for a heading: lowercase, punctuation but hyphens removed, spaces to hyphens. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one gets -1, -2 …), and ids. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>()
  const occurrences = new Map<string, number>()
  const add = (text: string) => {
    const base = slug(headingText(text))
    let name = base
    while (occurrences.has(name)) {
      const count = (occurrences.get(base) ?? 0) + 1
      occurrences.set(base, count)
      name = `${base}-${count}`
    }
    occurrences.set(name, 0)
    found.add(name)
  }
  const lines = withoutFences(markdown).split('\n')
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (atx) return add(atx[1] ?? '')
    const previous = lines[index - 1]
    const setext = /^ {0,3}(?:=+|-+)[ \t]*$/.test(line)
    if (setext && previous?.trim() && !/^\s*([-*+>#|]|\d+[.)])/.test(previous)) add(previous)
  })
  for (const match of markdown.matchAll(/<[a-z][^>]*?\s(?:id|name)=["']([^"']+)["']/gi)) {
    found.add(match[1] ?? '')
  }
  return found
}

interface Link {
  line: number
  text: string
  destination: string
}

/** The links of a Markdown file outside code: inline links and images, reference definitions. */
function links(markdown: string): Link[] {
  const text = withoutCodeSpans(withoutFences(markdown))
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  const inline =
    /!?\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g
  const definition = /^ {0,3}\[([^\]]+)\]:[ \t]*(<[^>\n]*>|\S+)/gm
  return [...text.matchAll(inline), ...text.matchAll(definition)].map((match) => ({
    line: lineOf(match.index),
    text: match[0].replace(/\s+/g, ' '),
    destination: (match[2] ?? '').replace(/^<|>$/g, ''),
  }))
}

/** What is wrong with each relative link of `file` (relative to `base`), as "file:line: link: why". */
function brokenLinks(base: string, file: string): string[] {
  const source = join(base, file)
  const markdown = readFileSync(source, 'utf8')
  const offered = new Map<string, Set<string>>()
  const anchorsOf = (target: string) => {
    if (!offered.has(target)) offered.set(target, anchors(readFileSync(target, 'utf8')))
    return offered.get(target) ?? new Set<string>()
  }
  return links(markdown).flatMap(({ line, text, destination }) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(destination) || destination.startsWith('//')) return []
    const hash = destination.indexOf('#')
    const path = (hash === -1 ? destination : destination.slice(0, hash)).replace(/\?.*$/, '')
    const anchor = hash === -1 ? undefined : destination.slice(hash + 1)
    const where = `${file}:${line}: ${text}`
    let target: string
    try {
      const decoded = decodeURI(path)
      target =
        path === ''
          ? source
          : decoded.startsWith('/')
            ? join(base, decoded)
            : resolve(dirname(source), decoded)
    } catch {
      return [`${where}: the path is not valid URL encoding`]
    }
    const inside = relative(base, target)
    if (inside.startsWith('..') || isAbsolute(inside)) {
      return [`${where}: leaves the repository`]
    }
    if (!existsSync(target)) return [`${where}: ${inside} does not exist`]
    if (anchor === undefined || anchor === '') return []
    if (!statSync(target).isFile() || !target.endsWith('.md')) return []
    let name: string
    try {
      name = decodeURIComponent(anchor)
    } catch {
      return [`${where}: the anchor is not valid URL encoding`]
    }
    return anchorsOf(target).has(name) ? [] : [`${where}: ${inside} has no heading "#${name}"`]
  })
}

describe('the links of README.md and docs/', () => {
  const files = documents(root)

  it('covers README.md and the docs', () => {
    expect(files).toContain('README.md')
    expect(files.filter((file) => file.startsWith('docs')).length).toBeGreaterThan(0)
  })

  it.each(files)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(root, file)).toEqual([])
  })
})

describe('the link check itself', () => {
  const base = mkdtempSync(join(tmpdir(), 'doc-links-'))
  afterAll(() => rmSync(base, { recursive: true, force: true }))

  it('names GitHub anchors as GitHub does', () => {
    expect(slug(headingText('Sales desk (/admin)'))).toBe('sales-desk-admin')
    expect(slug(headingText('Content: adding a page without code'))).toBe(
      'content-adding-a-page-without-code',
    )
    expect(slug(headingText('A fixed page (such as `/about/pricing`)'))).toBe(
      'a-fixed-page-such-as-aboutpricing',
    )
    expect(slug(headingText('Run `npm_ci` with **care** and _[links](x.md)_'))).toBe(
      'run-npm_ci-with-care-and-links',
    )
    expect(slug(headingText('Measured against the anchor'))).toBe('measured-against-the-anchor')
    expect([...anchors('# Notes\n\n## Notes\n\n### Notes\n\n```\n# not a heading\n```\n')]).toEqual(
      ['notes', 'notes-1', 'notes-2'],
    )
  })

  it('fails naming the file and the link: a missing file, a missing anchor', () => {
    mkdirSync(join(base, 'docs'), { recursive: true })
    writeFileSync(
      join(base, 'docs', 'guide.md'),
      '# Guide\n\n## Set-up, once\n\n## Notes\n\n## Notes\n\nBack to [the README](../README.md#top).\n',
    )
    writeFileSync(
      join(base, 'README.md'),
      [
        '# Top',
        '',
        'See [the guide](docs/guide.md), [set-up](docs/guide.md#set-up-once) and',
        '[the second notes](docs/guide.md#notes-1), [here](#top), a [site](https://example.com/x.md)',
        'and [mail](mailto:a@example.com).',
        '',
        'Broken: [gone](docs/gone.md), [no such part](docs/guide.md#setup) and [self](#bottom).',
        '',
        'In code it is no link: `[x](docs/missing.md)`.',
        '',
        '```md',
        '[y](docs/missing.md)',
        '```',
        '',
        '[ref]: docs/also-gone.md',
      ].join('\n'),
    )
    expect(documents(base)).toEqual(['README.md', join('docs', 'guide.md')])
    expect(brokenLinks(base, 'README.md')).toEqual([
      'README.md:7: [gone](docs/gone.md): docs/gone.md does not exist',
      'README.md:7: [no such part](docs/guide.md#setup): docs/guide.md has no heading "#setup"',
      'README.md:7: [self](#bottom): README.md has no heading "#bottom"',
      'README.md:15: [ref]: docs/also-gone.md: docs/also-gone.md does not exist',
    ])
    expect(brokenLinks(base, join('docs', 'guide.md'))).toEqual([])
  })
})
