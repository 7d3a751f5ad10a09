/**
 * The part of the site stylesheet that a page's server-rendered markup uses: the page inlines
 * it, and the whole stylesheet follows after the first paint (the bootstrap links it) for what
 * only JavaScript shows (a header made compact by scrolling, an open submenu's chevron, form
 * errors, the loading overlay). A style rule is kept when one of its selectors names only classes
 * that the page uses; rules without classes, at-rules and declarations are all kept, as are
 * @layer blocks even when emptied (they fix the layers' order). A style rule goes or stays whole,
 * with the rules nested in it. Written for the minified CSS that Tailwind and Vite emit.
 */
import { parse } from 'node-html-parser'

interface Node {
  /** Text kept as it is: a statement (`@layer a, b;`) or a comment. */
  text?: string
  prelude?: string
  body?: string
  children?: Node[]
}

/** The index just past the string that starts at `start` (quoted with css[start]). */
function skipString(css: string, start: number): number {
  const quote = css[start]
  let index = start + 1
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1
  return index + 1
}

function parseBlock(css: string): Node[] {
  const nodes: Node[] = []
  let index = 0
  while (index < css.length) {
    if (css.startsWith('/*', index)) {
      const end = css.indexOf('*/', index) + 2
      nodes.push({ text: css.slice(index, end) })
      index = end
      continue
    }
    let end = index
    while (end < css.length && !'{};'.includes(css[end] ?? '')) {
      end = css[end] === '"' || css[end] === "'" ? skipString(css, end) : end + 1
    }
    if (end >= css.length || css[end] !== '{') {
      const text = css.slice(index, end + 1)
      if (text.trim()) nodes.push({ text })
      index = end + 1
      continue
    }
    let close = end + 1
    for (let depth = 1; depth > 0;) {
      const char = css[close]
      if (char === undefined) throw new Error('the stylesheet has an unclosed block')
      if (char === '"' || char === "'") {
        close = skipString(css, close)
        continue
      }
      if (char === '{') depth++
      if (char === '}') depth--
      close++
    }
    const prelude = css.slice(index, end)
    const body = css.slice(end + 1, close - 1)
    // Grouping at-rules hold rules; a style rule (nested rules included) and any other at-rule
    // (@property, @keyframes, @font-face) stay whole.
    nodes.push(
      /^\s*@(media|supports|layer|container|scope|starting-style)\b/.test(prelude)
        ? { prelude, children: parseBlock(body) }
        : { prelude, body },
    )
    index = close
  }
  return nodes
}

const classNames = (text: string) =>
  [...text.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'))

/**
 * The class names a selector requires, unescaped: `.desktop\:hidden` -> `desktop:hidden`. A class
 * named only in `:not(…)` is not required (`:root.js:not(.whole-page)` needs `js`), and one in
 * `:is(…)` or `:where(…)` only if every selector of its list names it.
 */
export function selectorClasses(selector: string): string[] {
  const grouped: string[] = []
  let outside = ''
  let index = 0
  for (const match of selector.matchAll(/(?<!\\):(not|is|where)\(/g)) {
    if (match.index < index) continue
    outside += selector.slice(index, match.index)
    const start = match.index + match[0].length
    let depth = 1
    for (index = start; index < selector.length && depth > 0; index++) {
      const char = selector[index]
      if (char === '\\') index++
      else if (char === '(') depth++
      else if (char === ')') depth--
    }
    if (match[1] === 'not') continue
    const [first = [], ...rest] = splitAtTopLevel(selector.slice(start, index - 1), ',').map(
      selectorClasses,
    )
    grouped.push(...first.filter((name) => rest.every((classes) => classes.includes(name))))
  }
  return [...classNames(outside + selector.slice(index)), ...grouped]
}

/**
 * `text` split at each `separator` outside strings, parentheses and brackets (a selector list at
 * its commas, a rule's declarations at their semicolons).
 */
function splitAtTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (char === '"' || char === "'") index = skipString(text, index) - 1
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === '\\') index++
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  return [...parts, text.slice(start)]
}

/** Pseudo-elements that only form controls have, with the elements that have them. */
const controlPseudoElements: [RegExp, string[]][] = [
  [/^\s*::-moz-focus-inner/, ['button', 'input']],
  [/^\s*::(-webkit-progress|-moz-progress)/, ['progress']],
  [/^\s*::-webkit-meter/, ['meter']],
  // The text field's own parts: placeholder, spin buttons, the date picker's fields, search
  // decorations, the file button.
  [
    /^\s*::(-webkit-(?!scrollbar)|-moz-(?!selection)|file-selector-button|placeholder)/,
    ['input', 'textarea'],
  ],
]

/**
 * The elements a selector applies to only if the page has one of them: its leading type
 * selector (`abbr:where([title])`, `select optgroup`), or the form controls for their own
 * pseudo-elements (`::-webkit-datetime-edit` needs an <input>). Undefined when it may match any
 * element.
 */
export function selectorElements(selector: string): string[] | undefined {
  const type = /^\s*([a-z][a-z0-9-]*)/.exec(selector)?.[1]
  if (type) return [type]
  return controlPseudoElements.find(([pattern]) => pattern.test(selector))?.[1]
}

/** A selector that matches only while the visitor points at or focuses something. */
const interaction = /:(hover|focus|focus-visible|focus-within|active)\b/
export const onlyOnInteraction = (selector: string) => interaction.test(selector)

/**
 * A rule that loads a file (an icon's mask, a background image): the file would be requested
 * before the first paint, which a page's first request should have to itself, so the rule comes
 * with the whole stylesheet. (Faces are at-rules, kept: a font loads only where text uses it.)
 */
const loadsFile = (body: string) => /url\(\s*['"]?(?!data:|#)/.test(body)

function print(nodes: Node[], used: ReadonlySet<string>, tags?: ReadonlySet<string>): string {
  let out = ''
  for (const node of nodes) {
    if (node.text !== undefined) out += node.text
    else if (node.children) {
      const inner = print(node.children, used, tags)
      if (inner || /^\s*@layer\b/.test(node.prelude ?? '')) out += `${node.prelude}{${inner}}`
    } else if (
      (node.prelude ?? '').startsWith('@') ||
      (!(tags && loadsFile(node.body ?? '')) &&
        splitAtTopLevel(node.prelude ?? '', ',').some(
          (selector) =>
            selectorClasses(selector).every((name) => used.has(name)) &&
            (!tags ||
              ((selectorElements(selector)?.some((tag) => tags.has(tag)) ?? true) &&
                !onlyOnInteraction(selector))),
        ))
    ) {
      out += `${node.prelude}{${node.body}}`
    }
  }
  return out
}

/** A stylesheet parsed once, to be trimmed for many pages. */
export interface ParsedStylesheet {
  readonly nodes: Node[]
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parseBlock(css) }
}

/**
 * The stylesheet without the style rules whose selectors each need a class outside `used` or,
 * when `tags` is given (a page's first paint), an element the page does not have (the
 * preflight's rules for tables, `abbr`, `progress` or the date picker's parts, on a page without
 * them), or an interaction, or a file to load: hover and focus styles and the icons' files come
 * with the whole stylesheet, which follows the first paint (the bootstrap links it, a <noscript>
 * link without JavaScript).
 */
export function trimStylesheet(
  css: string | ParsedStylesheet,
  used: ReadonlySet<string>,
  tags?: ReadonlySet<string>,
): string {
  return print(typeof css === 'string' ? parseBlock(css) : css.nodes, used, tags)
}

/**
 * The stylesheet without its @font-face rules. Every page inlines them (at-rules stay whole in a
 * trimmed stylesheet), so the whole stylesheet, linked after the first paint, must not declare
 * the faces a second time: a second, identical face is a new font to the browser, found in its
 * cache and used at once, which undoes `font-display: optional` and moves the headings that were
 * laid out with the fallback.
 */
export function withoutFontFaces(css: ParsedStylesheet): string {
  const print = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        if (node.text !== undefined) return node.text
        if (node.children) return `${node.prelude}{${print(node.children)}}`
        return /^\s*@font-face\b/.test(node.prelude ?? '') ? '' : `${node.prelude}{${node.body}}`
      })
      .join('')
  return print(css.nodes)
}

/** The element names in a page's markup (`svg`, `details`, `input` …). */
export function markupTags(html: string): Set<string> {
  return new Set(
    parse(html)
      .querySelectorAll('*')
      .map((element) => element.tagName.toLowerCase()),
  )
}

/** The class names in a page's markup, entities decoded (`[&amp;>svg]:w-full` is `[&>svg]:w-full`). */
export function markupClasses(html: string): Set<string> {
  const names = new Set<string>()
  for (const element of parse(html).querySelectorAll('[class]')) {
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) if (name) names.add(name)
  }
  return names
}

const customPropertyName = /^\s*(--[\w-]+)\s*:/

function printWithout(nodes: Node[], unused: ReadonlySet<string>): string {
  let out = ''
  for (const node of nodes) {
    const prelude = node.prelude ?? ''
    if (node.text !== undefined) out += node.text
    else if (node.children) {
      const inner = printWithout(node.children, unused)
      if (inner || /^\s*@layer\b/.test(prelude)) out += `${prelude}{${inner}}`
    } else if (unused.has(/^\s*@property\s+(--[\w-]+)/.exec(prelude)?.[1] ?? '')) continue
    else if (prelude.startsWith('@') || (node.body ?? '').includes('{')) {
      out += `${prelude}{${node.body}}`
    } else {
      const kept = splitAtTopLevel(node.body ?? '', ';').filter(
        (declaration) =>
          declaration.trim() && !unused.has(customPropertyName.exec(declaration)?.[1] ?? ''),
      )
      if (kept.length > 0) out += `${prelude}{${kept.join(';')}}`
    }
  }
  return out
}

/**
 * `css` without the @keyframes that none of its rules animate with: every @keyframes rule of the
 * whole stylesheet stays in a trimmed one (at-rules stay whole), but the animations of a first
 * paint are only those its kept rules name.
 */
export function dropUnusedKeyframes(css: string): string {
  const animated = new Set(
    [...css.matchAll(/animation(?:-name)?\s*:([^;}]*)/g)].flatMap((match) =>
      (match[1] ?? '').split(/[\s,]+/),
    ),
  )
  return css.replace(/@keyframes\s+([\w-]+)\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, (rule, name) =>
    animated.has(name) ? rule : '',
  )
}

/**
 * The SVG files a page's markup draws with <use href="/….svg#…"> (or xlink:href), by URL path:
 * what they draw inherits the page's custom properties through the <use> element.
 */
export function usedSvgFiles(html: string): string[] {
  const paths = [...html.matchAll(/<use\b[^>]*?\bhref="(\/[^"#?]+\.svg)(?:[?#][^"]*)?"/g)]
  return [...new Set(paths.map((match) => match[1] ?? ''))]
}

/** The custom properties a text reads with var(): a stylesheet, or an SVG drawn with them. */
export function customPropertiesRead(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ''))
}

/**
 * `css` without the custom properties that nothing in it reads with var(): their declarations,
 * their @property rules, and the rules left empty. A trimmed stylesheet still sets every
 * Tailwind variable and theme value of the whole one; this keeps those its own rules use (the
 * whole stylesheet, linked after the first paint, brings the others), and those in `alsoRead`
 * (read by the page's SVG illustrations, which inherit them through <use>).
 */
export function dropUnusedCustomProperties(
  css: string,
  alsoRead: ReadonlySet<string> = new Set(),
): string {
  for (let text = css; ;) {
    const read = new Set([...customPropertiesRead(text), ...alsoRead])
    const defined = [...text.matchAll(/(?:[{;]|@property\s+)(--[\w-]+)/g)].map((match) => match[1])
    const unused = new Set(
      defined.filter((name): name is string => name !== undefined && !read.has(name)),
    )
    if (unused.size === 0) return text
    text = printWithout(parseBlock(text), unused)
  }
}
