import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import * as simpleIcons from 'simple-icons'
import { parse as parseYaml } from 'yaml'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'

/**
 * Icons and technology logos, drawn at build time. Content names them (`icon: server`, and
 * src/content/technology-logos.yaml); this module writes the ones in use into two sprites,
 * assets/icons-{hash}.svg (lucide) and assets/logos-{hash}.svg (simple-icons), and pages draw
 * them as inline <svg><use href="sprite#name"/></svg>. A page's document carries a name per icon
 * instead of its drawing (the 14 service icons of the menu would cost 1.2 KB brotli on every
 * page), the sprites are cached across pages, and the browser bundle holds no icon library:
 * `virtual:graphics` exports the two URLs and, for the few interface icons that must paint with
 * the page (menu, close, chevrons, ticks), their drawings as data.
 */
export type IconNode = [tag: string, attributes: Record<string, string>][]

/** Interface icons drawn inline by src/components/ui/icon.tsx (InlineIcon). */
export const inlineIconNames = ['menu', 'x', 'chevron-down', 'check', 'mail', 'phone'] as const

async function iconNode(name: string, usedIn = 'scripts/lib/graphics.ts'): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`).catch(() => {
    throw new Error(`${usedIn}: unknown icon "${name}": use a name from https://lucide.dev/icons`)
  })) as { __iconData: { node: [string, Record<string, string>][] } }
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
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

const logoBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]))

export function logoSprite(slugs: Iterable<string>): string {
  const symbols = [...new Set(slugs)].sort().map((slug) => {
    const logo = logoBySlug.get(slug)
    if (!logo) throw new Error(`no simple-icons logo "${slug}"`)
    return `<symbol id="${slug}" viewBox="0 0 24 24" fill="currentColor"><path d="${logo.path}"/></symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
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
    logos: logoSprite(Object.values(logos)),
    inline: Object.fromEntries(
      await Promise.all(inlineIconNames.map(async (name) => [name, await iconNode(name)])),
    ) as Record<(typeof inlineIconNames)[number], IconNode>,
  }
}

const hashOf = (source: string) =>
  createHash('sha256').update(source).digest('base64url').slice(0, 10).replaceAll(/[-_]/g, 'x')

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
      const urls = { icons: `${devPrefix}icons.svg`, logos: `${devPrefix}logos.svg` }
      if (!serve) {
        for (const kind of ['icons', 'logos'] as const) {
          const fileName = `assets/${kind}-${hashOf(graphics[kind])}.svg`
          this.emitFile({ type: 'asset', fileName, source: graphics[kind] })
          urls[kind] = `/${fileName}`
        }
      }
      return [
        `export const iconSprite = ${JSON.stringify(urls.icons)}`,
        `export const logoSprite = ${JSON.stringify(urls.logos)}`,
        `export const inlineIcons = ${JSON.stringify(graphics.inline)}`,
      ].join('\n')
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const kind = request.url?.startsWith(devPrefix)
          ? request.url.slice(devPrefix.length).replace(/\.svg.*$/, '')
          : undefined
        if (kind !== 'icons' && kind !== 'logos') return next()
        const graphics = await siteGraphics()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(graphics[kind])
      })
    },
  }
}
