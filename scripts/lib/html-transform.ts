/**
 * Rewrites one page exported by vite-react-ssg so that nothing delays its first paint:
 * - the stylesheet is inlined (one request paints the page), as the post-build step trimmed it
 *   to what the server HTML uses, less what only interaction shows (hover and focus states);
 *   the bootstrap links the whole file after the first paint, and a <noscript> link at the end
 *   of the body brings it to visitors without JavaScript (after their first paint too);
 * - the entry script and module preloads leave the head and are started by a small inline
 *   bootstrap once the first paint is on screen. The bootstrap itself ends the head, so it has
 *   run (the `js` class is set) before the browser paints any of the body: a document that
 *   arrives slowly is painted while it is still being parsed, and a bootstrap at the end of
 *   the body would come after that paint, so what `no-js:` shows would move when it ran;
 * - the router's hydration data leaves the page: it is the page's loader data, which the build
 *   also wrote to static-loader-data/{page}.{build}.json, fetched after the first paint by
 *   src/start.ts (the document stays small enough to arrive in one round trip);
 * - the woff2 files of the inlined @font-face rules are preloaded, so that the brand's faces
 *   arrive with the first layout on a first visit too (the faces are `font-display: optional`);
 * - every page shares the same inline script, so one Content-Security-Policy hash covers the
 *   whole site (each page's inline stylesheet has a hash of its own).
 * Each element must be found exactly once: a change in vite-react-ssg's output fails the build
 * instead of shipping a page that silently lost its scripts.
 */
import { isDeepStrictEqual } from 'node:util'
import { parse, TextNode, type HTMLElement } from 'node-html-parser'

export interface TransformInput {
  html: string
  /** Stylesheet contents to inline, by the URL path of the file, e.g. "/assets/style-abc.css". */
  stylesheets: ReadonlyMap<string, string>
  bootstrap: string
  /** The URL of src/start.ts as built, which the bootstrap loads after the first paint. */
  start: string
  /** Chunks every page imports while starting (react-dom/client), preloaded with the page's own. */
  startupChunks: readonly string[]
  /** Chunks worth preloading; others the page imports only when used. All when omitted. */
  preloadable?: ReadonlySet<string>
  /** The page's data file as the build wrote it (parsed): must be the hydration's loader data. */
  pageData?: unknown
}

type Element = HTMLElement

/** A change of the exported HTML: the text in `range` becomes `text`. */
interface Edit {
  range: readonly [number, number]
  text: string
}

/**
 * The page's elements are found by parsing it (node-html-parser, whatever the attributes' order
 * or quoting); the page is then edited at their source offsets, so everything else stays byte
 * for byte as vite-react-ssg wrote it.
 */
export function transformPage(
  page: string,
  { html, stylesheets, bootstrap, start, startupChunks, preloadable, pageData }: TransformInput,
): string {
  const root = parse(html, { comment: true, blockTextElements: { script: true, style: true } })
  const one = (what: string, elements: Element[]): Element => {
    if (elements.length !== 1) throw new Error(`${page}: expected ${what} in the exported HTML`)
    return elements[0] as Element
  }
  const scripts = root.querySelectorAll('script')
  const inline = (start: string) =>
    scripts.filter((script) => !script.hasAttribute('src') && script.rawText.startsWith(start))

  const head = one('the head', root.querySelectorAll('head'))
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error(`${page}: no </body>`)
  const headEnd = head.range[1] - '</head>'.length
  if (html.slice(headEnd, head.range[1]) !== '</head>') {
    throw new Error(`${page}: expected the head to end with </head>`)
  }
  const stylesheet = one('the stylesheet link', root.querySelectorAll('link[rel="stylesheet"]'))
  const href = stylesheet.getAttribute('href') ?? ''
  const css = stylesheets.get(href)
  if (css === undefined) throw new Error(`${page}: stylesheet ${href} is not in dist/`)
  const entry = one(
    'the entry module script',
    scripts.filter(
      (script) => script.getAttribute('type') === 'module' && script.hasAttribute('src'),
    ),
  )
  // Checked, then removed: src/start.ts builds the same state from the page's data file.
  const hydration = one('the router hydration script', inline(hydrationPrefix))
  const buildHash = one('the build hash script', inline(buildHashPrefix))
  const build = /^window\.__VITE_REACT_SSG_HASH__ = '([a-z0-9]+)'$/.exec(buildHash.rawText)?.[1]
  if (!build) throw new Error(`${page}: expected the build hash script in the exported HTML`)
  if (pageData !== undefined) {
    // window.__staticRouterHydrationData = JSON.parse("…"): a JSON string holding the JSON text.
    const literal = hydration.rawText.slice(hydrationPrefix.length, -');'.length)
    const state = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>
    const { loaderData, ...rest } = state
    if (!isDeepStrictEqual(loaderData, pageData) || Object.values(rest).some((v) => v !== null)) {
      throw new Error(`${page}: the hydration data is not the page's data file`)
    }
  }
  const modulePreloads = root.querySelectorAll('link[rel="modulepreload"]')
  const preloads = [
    ...new Set(
      modulePreloads
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !preloadable || preloadable.has(href))
        .concat(startupChunks),
    ),
  ]

  const attributes = [
    `data-build="${build}"`,
    `data-start="${start}"`,
    `data-entry="${entry.getAttribute('src')}"`,
    `data-preload="${preloads.join(' ')}"`,
    `data-page-data="${pageDataFile(page, build)}"`,
    `data-stylesheet="${href}"`,
  ].join(' ')

  const removal = (element: Element): Edit => ({ range: element.range, text: '' })
  const edits: Edit[] = [
    {
      range: removal(stylesheet).range,
      text: `${fontPreloads(css)
        .map((font) => `<link rel=preload href=${font} as=font crossorigin>\n`)
        .join('')}<style>${css.trim()}</style>\n`,
    },
    removal(entry),
    ...modulePreloads.map(removal),
    { range: hydration.range, text: '' },
    { range: buildHash.range, text: '' },
    { range: [headEnd, headEnd], text: `<script ${attributes}>${bootstrap}</script>` },
    {
      range: [bodyEnd, bodyEnd],
      text: `<noscript><link rel="stylesheet" href="${href}"></noscript>`,
    },
  ]
  // The line breaks between the head's tags (those after removed tags too) draw nothing and cost
  // every first flight bytes.
  const breaks = head.childNodes
    .filter((node) => node instanceof TextNode && node.rawText.trim() === '')
    .map((node): Edit => ({ range: node.range, text: '' }))
  return [...edits, ...breaks]
    .sort((a, b) => b.range[0] - a.range[0])
    .reduce(
      (text, edit) => text.slice(0, edit.range[0]) + edit.text + text.slice(edit.range[1]),
      html,
    )
}

/** The woff2 files the @font-face rules of `css` name, each once. */
export function fontPreloads(css: string): string[] {
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? []
  const urls = faces.flatMap((face) =>
    [...face.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((match) => match[1] ?? ''),
  )
  return [...new Set(urls)]
}

/**
 * The data file vite-react-ssg writes for an exported page: about/company.html ->
 * /static-loader-data/about/company.{build}.json (index.html -> index, 404.html -> 404). The
 * page's own file, not one named from the address: 404.html is also served for unknown paths.
 */
export function pageDataFile(page: string, build: string): string {
  return `/static-loader-data/${page.replace(/\.html$/, '')}.${build}.json`
}

const hydrationPrefix = 'window.__staticRouterHydrationData = JSON.parse('
const buildHashPrefix = 'window.__VITE_REACT_SSG_HASH__ = '
