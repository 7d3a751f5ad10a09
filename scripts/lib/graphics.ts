import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import * as simpleIcons from 'simple-icons'
import { parse as parseYaml } from 'yaml'
import { socialGlyphs } from '../../src/components/layout/header/social-glyphs.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'

/**
 * Icons and technology logos, drawn at build time. Content names them (`icon: server`, and
 * src/content/technology-logos.yaml); this module writes the ones in use into two sprites,
 * assets/icons-{hash}.svg (lucide), and a file per logo, assets/logos/{slug}-{hash}.svg
 * (simple-icons); pages draw them as inline <svg><use href="file#name"/></svg>. A page's document carries a name per icon
 * instead of its drawing (the 14 service icons of the menu would cost 1.2 KB brotli on every
 * page), the files are cached for a year, and the browser bundle holds no icon library:
 * `virtual:graphics` exports the sprite's URL and, for the few interface icons that must paint with
 * the page (menu, close, chevrons, ticks), their drawings as data.
 */
const hashOf = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 10).replaceAll(/[-_]/g, 'x')

export type IconNode = [tag: string, attributes: Record<string, string>][]

/** Interface icons drawn inline by src/components/ui/icon.tsx (InlineIcon). */
export const inlineIconNames = ['menu', 'x', 'chevron-down', 'check', 'mail', 'phone'] as const

type IconModule = { __iconData?: { node: [string, Record<string, string>][] } }

async function iconNode(name: string, usedIn = 'scripts/lib/graphics.ts'): Promise<IconNode> {
  const specifier = `lucide-react/icons/${name}`
  const module = (await import(specifier).catch(() => {
    throw new Error(`${usedIn}: unknown icon "${name}": use a name from https://lucide.dev/icons`)
  })) as IconModule
  if (!module.__iconData) {
    // An old name lucide keeps as an alias: its module re-exports the icon it became.
    const source = readFileSync(fileURLToPath(import.meta.resolve(specifier)), 'utf8')
    const target = /from '\.\/([\w-]+)\.mjs'/.exec(source)?.[1]
    if (!target || target === name) throw new Error(`lucide-react has no drawing for "${name}"`)
    return iconNode(target, usedIn)
  }
  return module.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes])
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

function drawNode(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
      return `<${tag}${list.join('')}/>`
    })
    .join('')
}

const strokeAttributes =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** `names`: each icon and the file that names it first. */
export async function iconSprite(names: Map<string, string>): Promise<string> {
  const symbols: string[] = []
  for (const [name, file] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
    const drawing = drawNode(await iconNode(name, file))
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${strokeAttributes}>${drawing}</symbol>`)
  }
  for (const [network, path] of Object.entries(socialGlyphs)) {
    symbols.push(
      `<symbol id="social-${network}" viewBox="0 0 24 24" fill="currentColor"><path d="${path}"/></symbol>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

const logoBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]))

/** The logos change only with the simple-icons release, which their file names carry. */
const simpleIconsPackage = join(
  dirname(fileURLToPath(import.meta.resolve('simple-icons'))),
  'package.json',
)
const logoVersion = (JSON.parse(readFileSync(simpleIconsPackage, 'utf8')) as { version: string })
  .version

/**
 * One technology logo as a file of its own, assets/logo-{slug}-{simple-icons version}.svg
 * (symbol "l"; the release keeps /assets/ flat): a page loads the few it shows, not all 120 (50 KB brotli together). The route
 * loaders name the file (src/loaders/visuals.ts) and the plugin writes it; both call this.
 */
export function logoFile(slug: string): { fileName: string; url: string; source: string } {
  const logo = logoBySlug.get(slug)
  if (!logo) throw new Error(`no simple-icons logo "${slug}"`)
  const source = `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="l" viewBox="0 0 24 24" fill="currentColor"><path d="${logo.path}"/></symbol></svg>`
  const fileName = `assets/logo-${slug}-${logoVersion}.svg`
  return { fileName, url: `/${fileName}#l`, source }
}

/** Every icon named in `content` (values of `icon` fields and of `icons` maps), with its file. */
export function iconsIn(content: unknown, file: string, into = new Map<string, string>()) {
  const add = (name: unknown) => typeof name === 'string' && !into.has(name) && into.set(name, file)
  if (Array.isArray(content)) content.forEach((item) => iconsIn(item, file, into))
  else if (content && typeof content === 'object') {
    for (const [key, value] of Object.entries(content)) {
      if (key === 'icon') add(value)
      else if (key === 'icons' && value && typeof value === 'object')
        Object.values(value).forEach(add)
      else iconsIn(value, file, into)
    }
  }
  return into
}

/** The data of a content file: YAML, or a Markdown file's front matter. */
function readData(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  if (file.endsWith('.yaml')) return parseYaml(text)
  return parseYaml(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '')
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return contentFiles(path)
    return /\.(yaml|md)$/.test(entry.name) ? [path] : []
  })
}

/**
 * The sprites of what src/content names. The content loader validates every name with its file
 * and field first (src/content/icons.ts); this reads the files directly, as the build's config
 * runs before the site configuration the loader needs.
 */
export async function siteGraphics(root = join(process.cwd(), 'src', 'content')) {
  const icons = iconsIn(services, 'src/content/services.ts')
  iconsIn(hireRoles, 'src/content/hire-roles.ts', icons)
  for (const file of contentFiles(root)) iconsIn(readData(file), file, icons)
  const logos = readData(join(root, 'technology-logos.yaml')) as Record<string, string>
  return {
    icons: await iconSprite(icons),
    logos: [...new Set(Object.values(logos))].map(logoFile),
    inline: Object.fromEntries(
      await Promise.all(inlineIconNames.map(async (name) => [name, await iconNode(name)])),
    ) as Record<(typeof inlineIconNames)[number], IconNode>,
  }
}

const virtualId = 'virtual:graphics'
const resolvedId = `\0${virtualId}`
const devPrefix = '/@graphics/'

/** The sprites as build assets (content-hashed names) and `virtual:graphics` for the pages. */
export function graphicsPlugin(): Plugin {
  let serve = false
  return {
    name: 'site-graphics',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    resolveId(source) {
      return source === virtualId ? resolvedId : null
    },
    async load(id) {
      if (id !== resolvedId) return null
      const graphics = await siteGraphics()
      let icons = `${devPrefix}icons.svg`
      if (!serve) {
        const fileName = `assets/icons-${hashOf(graphics.icons)}.svg`
        this.emitFile({ type: 'asset', fileName, source: graphics.icons })
        for (const logo of graphics.logos) {
          this.emitFile({ type: 'asset', fileName: logo.fileName, source: logo.source })
        }
        icons = `/${fileName}`
      }
      return [
        `export const iconSprite = ${JSON.stringify(icons)}`,
        `export const inlineIcons = ${JSON.stringify(graphics.inline)}`,
      ].join('\n')
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? ''
        const logo = /^\/assets\/logo-([a-z0-9]+)-[\d.]+\.svg/.exec(url)?.[1]
        if (url.startsWith(`${devPrefix}icons.svg`)) {
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end((await siteGraphics()).icons)
        } else if (logo && logoBySlug.has(logo)) {
          response.setHeader('Content-Type', 'image/svg+xml')
          response.end(logoFile(logo).source)
        } else next()
      })
    },
  }
}
