import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import { logoFile, type GraphicFile } from '../../src/content/loader/logo-file.ts'
import { graphicsClass } from '../../src/lib/graphics-class.ts'
import { socialGlyphs } from '../../src/components/layout/header/social-glyphs.ts'
import { hireRoles } from '../../src/content/hire-roles.ts'
import { services } from '../../src/content/services.ts'

/**
 * Icons and technology logos, drawn at build time. Content names them (`icon: server`, and
 * src/content/technology-logos.yaml); this module writes the icons in use into one file,
 * a few sprites, assets/icons-{hash}.svg (lucide, and the social networks' marks; a <view> per
 * icon; see iconSprites), each logo
 * into a file of its own, assets/logo-{slug}-{simple-icons version}.svg, and a stylesheet,
 * `virtual:graphics.css`, with a rule per icon and logo: `.i-{name}` and `.l-{slug}` set
 * --icon, the CSS mask of an `.icon` box
 * (src/components/ui/icon.tsx), painted in the text colour. A document carries a class name per
 * icon instead of its drawing (the 14 service icons of the menu would cost 1.2 KB brotli on every
 * page); the rules load images, so the post-build step leaves them out of the page's inline
 * stylesheet (scripts/lib/css-trim.ts): the files are requested after the first paint, with the
 * whole stylesheet, and cached for a year. The browser bundle holds no icon library:
 * `virtual:graphics` exports, for the few interface icons that must paint with the page (menu,
 * close, chevrons, ticks), their drawings as data.
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

/** A mask reads only the drawing's opacity: the colour is the box's (`.icon`). */
const strokeAttributes =
  'fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/** A sprite file and the icons it holds. */
export type IconSprite = GraphicFile & { icons: string[] }

/** How many icons share a sprite: see iconSprites. */
export const iconsPerSprite = 24

/**
 * The icons in a few files, assets/icons-{hash}.svg, each stacked 24 px apart with a <view>
 * named after it: a CSS image `url(…/icons-{hash}.svg#rocket)` shows that icon alone.
 * Measured under Lighthouse's 4× CPU on the home page: the browser builds a document for every
 * SVG image, so 25 files of one icon each cost 100 ms and more of style work; and it paints a
 * view by replaying its whole file, so one file of all 160 icons cost as much in paint. Files of
 * `iconsPerSprite` icons, in the order content names them (the menus' services, hire roles and
 * social marks first, then the fixed pages), keep both small: a page draws from a handful.
 * `names`: each icon and the file that names it first, in that order.
 */
export async function iconSprites(names: Map<string, string>): Promise<IconSprite[]> {
  const drawings: [name: string, svg: string][] = []
  for (const [name, file] of names) {
    const social = socialGlyphs[name.replace(/^social-/, '') as keyof typeof socialGlyphs]
    drawings.push([
      name,
      name.startsWith('social-') && social
        ? `<svg><path d="${social}"/></svg>`
        : `<svg ${strokeAttributes}>${drawNode(await iconNode(name, file))}</svg>`,
    ])
  }
  const sprites: IconSprite[] = []
  for (let start = 0; start < drawings.length; start += iconsPerSprite) {
    const chunk = drawings.slice(start, start + iconsPerSprite)
    const views = chunk.map(
      ([name], index) => `<view id="${name}" viewBox="0 ${index * 24} 24 24"/>`,
    )
    const placed = chunk.map(([, svg], index) =>
      svg.replace('<svg', `<svg y="${index * 24}" width="24" height="24" viewBox="0 0 24 24"`),
    )
    const source = `<svg xmlns="http://www.w3.org/2000/svg">${views.join('')}${placed.join('')}</svg>`
    sprites.push({
      fileName: `assets/icons-${hashOf(source)}.svg`,
      source,
      icons: chunk.map(([name]) => name),
    })
  }
  return sprites
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
 * The files of what src/content names. The content loader validates every name with its file
 * and field first (src/content/icons.ts); this reads the files directly, as the build's config
 * runs before the site configuration the loader needs. The order decides which icons share a
 * sprite: those of the menus (services, hire roles, social marks) first, then the fixed pages'
 * copy, then the rest of the content.
 */
export async function siteGraphics(root = join(process.cwd(), 'src', 'content')) {
  const icons = iconsIn(services, 'src/content/services.ts')
  iconsIn(hireRoles, 'src/content/hire-roles.ts', icons)
  for (const network of Object.keys(socialGlyphs)) {
    icons.set(`social-${network}`, 'src/components/layout/header/social-glyphs.ts')
  }
  // The header's link to the site search, drawn like the content's icons: it need not paint
  // before the whole stylesheet (its box is sized), and every page's document stays smaller.
  icons.set('search', 'src/components/layout/header/site-header.tsx')
  const files = contentFiles(root).sort(
    (a, b) => Number(!a.includes('/pages/')) - Number(!b.includes('/pages/')) || a.localeCompare(b),
  )
  for (const file of files) iconsIn(readData(file), file, icons)
  const logos = readData(join(root, 'technology-logos.yaml')) as Record<string, string>
  return {
    sprites: await iconSprites(icons),
    logos: [...new Set(Object.values(logos))].map(logoFile),
    inline: Object.fromEntries(
      await Promise.all(inlineIconNames.map(async (name) => [name, await iconNode(name)])),
    ) as Record<(typeof inlineIconNames)[number], IconNode>,
  }
}

const virtualId = 'virtual:graphics'
const cssId = 'virtual:graphics.css'
const resolvedId = `\0${virtualId}`
/** Ends in .css, so Vite treats it as a stylesheet of the entry's own (its one CSS file). */
const resolvedCssId = `\0${cssId}`

/**
 * A rule per file: the custom property the `.icon` box masks with. Class names are the icon's
 * name or the logo's slug, which are lower-case letters, digits and hyphens (lucide, simple-icons).
 */
export function graphicsStylesheet(
  sprites: readonly IconSprite[],
  logos: readonly (GraphicFile & { slug: string })[],
): string {
  return [
    // The box is painted only once its file can be (src/lib/graphics-class.ts): in a page with
    // JavaScript after it sets the class, which no markup carries, so the post-build step keeps
    // this out of the inline stylesheet and the first paint has no masks to draw; without
    // JavaScript at once (the fallback mask shows nothing until the whole stylesheet's rules).
    `:root:not(.js) .icon,:root.${graphicsClass} .icon{background-color:currentColor;mask:var(--icon,linear-gradient(#0000,#0000)) center/contain no-repeat}`,
    ...sprites.flatMap((sprite) =>
      sprite.icons.map((name) => `.i-${name}{--icon:url(/${sprite.fileName}#${name})}`),
    ),
    ...logos.map((logo) => `.l-${logo.slug}{--icon:url(/${logo.fileName})}`),
  ].join('\n')
}

/** The icon and logo files as build assets, their rules, and `virtual:graphics` for the pages. */
export function graphicsPlugin(): Plugin {
  let serve = false
  // Read once per build (both virtual modules need it); the development server reads afresh.
  let built: ReturnType<typeof siteGraphics> | undefined
  const graphicsOfBuild = () => (serve ? siteGraphics() : (built ??= siteGraphics()))
  return {
    name: 'site-graphics',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    buildStart() {
      built = undefined
    },
    resolveId(source) {
      if (source === virtualId) return resolvedId
      return source === cssId ? resolvedCssId : null
    },
    async load(id) {
      if (id !== resolvedId && id !== resolvedCssId) return null
      const graphics = await graphicsOfBuild()
      if (id === resolvedCssId) {
        if (!serve) {
          for (const file of [...graphics.sprites, ...graphics.logos]) {
            this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
          }
        }
        return graphicsStylesheet(graphics.sprites, graphics.logos)
      }
      return `export const inlineIcons = ${JSON.stringify(graphics.inline)}`
    },
    configureServer(server) {
      // The development server answers for the files the rules name, as the build writes them.
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.slice(1) ?? ''
        if (!/^assets\/(icons|logo)-[\w.-]+\.svg$/.test(path)) return next()
        const graphics = await siteGraphics()
        const file = [...graphics.sprites, ...graphics.logos].find(
          (candidate) => candidate.fileName === path,
        )
        if (!file) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(file.source)
      })
    },
  }
}
