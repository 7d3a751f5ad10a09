/**
 * Post-build steps over dist/ (docs/architecture.md, "From content and routes to HTML"):
 * 1. rewrite every page so scripts start after the first paint (the inline bootstrap, then
 *    assets/start-{hash}.js) and the CSS its markup uses is inline, without the router data;
 * 2. compute the CSP hashes of the inline scripts and styles -> dist/.vite/csp-hashes.conf
 *    (build metadata beside Vite's manifest: never served, published with the release), and
 *    record the contact details left at their examples -> dist/.vite/placeholders.json (the
 *    servers' warning, scripts/check-placeholders.ts);
 * 3. write sitemap.xml, robots.txt, feed.xml, the PNG social cards and the AVIF/WebP variants
 *    of photos;
 * 4. index the sitemap's pages for the site search (Pagefind) -> dist/pagefind/;
 * 5. write .gz and .br beside every text asset for nginx's *_static modules.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { loadEnv } from 'vite'
import { placeholderSettings, placeholdersFile } from '../src/config/placeholders.ts'
import { compressibleExtensions, precompress } from './lib/compress.ts'
import {
  customPropertiesRead,
  dropUnusedCustomProperties,
  markupClasses,
  markupTags,
  parseStylesheet,
  trimStylesheet,
  dropUnusedKeyframes,
  withoutFontFaces,
  usedSvgFiles,
  type ParsedStylesheet,
} from './lib/css-trim.ts'
import { collectInlineHashes } from './lib/csp.ts'
import { cspNginxInclude, emptyInlineHashes } from './lib/csp-include.ts'
import { pageDataFile, transformPage } from './lib/html-transform.ts'
import { bundleBootstrap } from './lib/bundle-bootstrap.ts'
import { reactChunkName } from '../src/lib/react-chunk.ts'
import { writeResponsiveImages } from './lib/images.ts'
import { writeSearchIndex } from './lib/search-index.ts'
import { renderSocialImages, writeSiteFiles } from './lib/site-files.ts'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')

/** The site's stylesheets by URL path, parsed once: each page inlines what its markup uses. */
async function readStylesheets(files: string[]): Promise<Map<string, ParsedStylesheet>> {
  const css = files.filter((file) => file.endsWith('.css'))
  return new Map(
    await Promise.all(
      css.map(
        async (file) =>
          [`/${file}`, parseStylesheet(await readFile(join(dist, file), 'utf8'))] as const,
      ),
    ),
  )
}

const svgVariables = new Map<string, Set<string>>()

/**
 * The custom properties read by the SVG files a page draws with <use href="/….svg#…">: the
 * illustrations take their colours from the theme (--art-*, src/styles/theme.css) through the
 * <use> element, so the page's inline stylesheet must set them from the first paint.
 */
function variablesOfUsedSvgs(html: string): Set<string> {
  const read = new Set<string>()
  // Not those in <noscript>: the app draws them once the whole stylesheet is in (a page's
  // illustration, src/components/ui/art.tsx); without JavaScript their files' own colours (the
  // light theme's) apply until the stylesheet linked at the end of the body arrives.
  for (const path of usedSvgFiles(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))) {
    let names = svgVariables.get(path)
    if (!names) {
      names = customPropertiesRead(readFileSync(join(dist, path), 'utf8'))
      svgVariables.set(path, names)
    }
    names.forEach((name) => read.add(name))
  }
  return read
}

/**
 * The stylesheets as one page inlines them: the rules its markup's classes and elements need,
 * and those of `js` (the bootstrap adds it before the first paint), with the custom properties those rules and
 * the page's SVG illustrations read. What only scripts show comes with the whole stylesheet,
 * which the bootstrap links after the first paint (scripts/lib/css-trim.ts).
 */
function stylesheetsOfPage(
  html: string,
  stylesheets: ReadonlyMap<string, ParsedStylesheet>,
): Map<string, string> {
  const used = markupClasses(html).add('js')
  const tags = markupTags(html)
  const readBySvgs = variablesOfUsedSvgs(html)
  return new Map(
    [...stylesheets].map(([href, css]) => [
      href,
      dropUnusedCustomProperties(dropUnusedKeyframes(trimStylesheet(css, used, tags)), readBySvgs),
    ]),
  )
}

interface ManifestChunk {
  file: string
  name?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

async function readManifest(): Promise<Record<string, ManifestChunk>> {
  return JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
}

/**
 * React DOM's client, which vite-react-ssg's start-up code imports on every page: in the react
 * chunk with React and the scheduler (src/lib/react-chunk.ts; src/start.ts evaluates it first).
 */
function startupChunks(manifest: Record<string, ManifestChunk>): string[] {
  const react = Object.values(manifest).find((chunk) => chunk.name === reactChunkName)
  if (!react) throw new Error(`the build manifest has no ${reactChunkName} chunk (vite.config.ts)`)
  return [`/${react.file}`]
}

/**
 * The chunks a page may preload: the entry, the route screens it imports on demand, and what
 * those import statically. Code a screen imports only when it is used (a form's validation
 * and HTTP client, loaded on submit) is left to load then, not with the page.
 */
function preloadableChunks(manifest: Record<string, ManifestChunk>): Set<string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the build manifest has no entry chunk')
  const preloadable = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloadable.has(`/${chunk.file}`)) return
    preloadable.add(`/${chunk.file}`)
    chunk.imports?.forEach(visit)
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry) ?? ''
  visit(entryKey)
  entry.dynamicImports?.forEach(visit)
  return preloadable
}

async function main() {
  const files = (await readdir(dist, { recursive: true })).filter(
    (file) => !file.startsWith('.vite'),
  )
  const pages = files.filter((file) => file.endsWith('.html'))
  const stylesheets = await readStylesheets(files)
  const manifest = await readManifest()
  const startup = startupChunks(manifest)
  const preloadable = preloadableChunks(manifest)
  const bootstrap = await bundleBootstrap(join(root, 'src', 'bootstrap.ts'))
  // Named by its content, like Vite's chunks: cached for a year, carried over by releases.
  const startCode = await bundleBootstrap(join(root, 'src', 'start.ts'), 'es')
  const startFile = `assets/start-${createHash('sha256').update(startCode).digest('base64url').slice(0, 8)}.js`
  await writeFile(join(dist, startFile), startCode)
  files.push(startFile)

  const hashes = emptyInlineHashes()
  const build = /^static-loader-data-manifest-([a-z0-9]+)\.json$/.exec(
    files.find((file) => file.startsWith('static-loader-data-manifest-')) ?? '',
  )?.[1]
  if (!build) throw new Error('the page-data manifest is missing from dist/')
  for (const page of pages) {
    const path = join(dist, page)
    const exported = await readFile(path, 'utf8')
    const html = transformPage(page, {
      html: exported,
      // The bootstrap hydrates from this file: the build fails if one is missing or differs.
      pageData: JSON.parse(await readFile(join(dist, pageDataFile(page, build)), 'utf8')),
      stylesheets: stylesheetsOfPage(exported, stylesheets),
      bootstrap,
      start: `/${startFile}`,
      startupChunks: startup,
      preloadable,
    })
    collectInlineHashes(html, page, hashes)
    await writeFile(path, html)
  }

  // Each page has inlined the font faces; the whole stylesheet must not declare them again.
  for (const [href, css] of stylesheets) await writeFile(join(dist, href), withoutFontFaces(css))
  await writeFile(join(dist, '.vite', 'csp-hashes.conf'), cspNginxInclude(hashes))
  // From the variables the pages were built with (vite.config.ts): a server reads what it serves,
  // not its own environment, which may differ (a container's has none of its build arguments).
  const placeholders = placeholderSettings(loadEnv('production', root, 'SITE_'))
  await writeFile(
    join(dist, '.vite', placeholdersFile),
    `${JSON.stringify(placeholders, null, 2)}\n`,
  )

  const indexed = await writeSiteFiles(root, dist)
  const search = await writeSearchIndex(dist, indexed.paths, indexed.searchRecords)
  files.push(...search.files)
  const socialImages = await renderSocialImages(dist)
  const responsiveImages = await writeResponsiveImages(dist)
  files.push('sitemap.xml', 'robots.txt', 'feed.xml')

  const compressible = files.filter((file) => compressibleExtensions.includes(extname(file)))
  await Promise.all(compressible.map((file) => precompress(join(dist, file))))

  console.log(
    `[postbuild] ${pages.length} pages rewritten; sitemap: ${indexed.paths.length} URLs; search index: ${search.pages} pages; ${socialImages} social cards; ${responsiveImages} responsive image files; CSP: ${hashes.scripts.size} script and ${hashes.styles.size} pages' style hashes; ${compressible.length} files precompressed`,
  )
}

main().catch((error: unknown) => {
  console.error('[postbuild] failed:', error)
  process.exit(1)
})
