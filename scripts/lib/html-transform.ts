/**
 * Rewrites one page exported by vite-react-ssg so that nothing delays its first paint:
 * - the stylesheet is inlined (one request paints the page);
 * - the entry script and module preloads leave the head and are started by a small inline
 *   bootstrap after the first frame;
 * - the router's hydration data becomes a JSON data block, so every page shares the same
 *   inline script and one Content-Security-Policy hash covers the whole site;
 * - the page's JSON-LD is not repeated in that data: the bootstrap reads it back from the
 *   JSON-LD script before the app starts (loader data `head.jsonLd` set to null here).
 * Each pattern must match: a change in vite-react-ssg's output fails the build instead of
 * shipping a page that silently lost its scripts.
 */
export interface TransformInput {
  html: string
  /** Stylesheet contents by URL path, e.g. "/assets/style-abc.css". */
  stylesheets: ReadonlyMap<string, string>
  bootstrap: string
  /** Chunks every page imports while starting (react-dom/client), preloaded with the page's own. */
  startupChunks: readonly string[]
  /** Chunks worth preloading; others the page imports only when used. All when omitted. */
  preloadable?: ReadonlySet<string>
}

const stylesheetRe = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">\n?/
const modulePreloadRe = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g
const entryRe = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/
const hydrationRe =
  /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/
const jsonLdRe = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/
const buildHashRe = /<script>window\.__VITE_REACT_SSG_HASH__ = '([a-z0-9]+)'<\/script>/

function required(match: RegExpMatchArray | null, what: string, page: string): RegExpMatchArray {
  if (!match) throw new Error(`${page}: expected ${what} in the exported HTML`)
  return match
}

export function transformPage(
  page: string,
  { html, stylesheets, bootstrap, startupChunks, preloadable }: TransformInput,
): string {
  const stylesheet = required(html.match(stylesheetRe), 'the stylesheet link', page)
  const css = stylesheets.get(stylesheet[1] ?? '')
  if (css === undefined) throw new Error(`${page}: stylesheet ${stylesheet[1]} is not in dist/`)
  const entry = required(html.match(entryRe), 'the entry module script', page)
  const hydration = required(html.match(hydrationRe), 'the router hydration script', page)
  const buildHash = required(html.match(buildHashRe), 'the build hash script', page)
  const preloads = [
    ...new Set(
      [...html.matchAll(modulePreloadRe)]
        .map((match) => match[1] ?? '')
        .filter((href) => !preloadable || preloadable.has(href))
        .concat(startupChunks),
    ),
  ]

  // The literal is a JSON string holding the JSON text; "<" stays escaped inside the data block.
  const hydrationData = JSON.parse(JSON.parse(hydration[1] ?? '""') as string) as {
    loaderData?: Record<string, { head?: { jsonLd?: string | null } } | null>
  }
  const jsonLd = html.match(jsonLdRe)?.[1]
  for (const data of Object.values(hydrationData.loaderData ?? {})) {
    if (data?.head && data.head.jsonLd === jsonLd) data.head.jsonLd = null
  }
  const hydrationJson = JSON.stringify(hydrationData).replaceAll('<', '\\u003c')
  const attributes = [
    `data-build="${buildHash[1]}"`,
    `data-entry="${entry[1]}"`,
    `data-preload="${preloads.join(' ')}"`,
  ].join(' ')

  return html
    .replace(stylesheet[0], () => `<style>${css.trim()}</style>\n`)
    .replace(entry[0], '')
    .replace(modulePreloadRe, '')
    .replace(
      hydration[0],
      () => `<script type="application/json" id="router-hydration-data">${hydrationJson}</script>`,
    )
    .replace(buildHash[0], () => `<script ${attributes}>${bootstrap}</script>`)
}
