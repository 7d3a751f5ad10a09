import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as simpleIcons from 'simple-icons'

/** A graphic as a file of its own: its name under /assets/ and its source. */
export interface GraphicFile {
  fileName: string
  source: string
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
 * One technology logo as a file of its own, assets/logo-{slug}-{simple-icons version}.svg (the
 * release keeps /assets/ flat): a page loads the few it shows, not all 120 (50 KB brotli
 * together). The route loaders check the slug with it (src/loaders/visuals.ts); the build's
 * graphics plugin writes the file (scripts/lib/graphics.ts).
 */
export function logoFile(slug: string): GraphicFile & { slug: string } {
  const logo = logoBySlug.get(slug)
  if (!logo) throw new Error(`no simple-icons logo "${slug}"`)
  const source = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${logo.path}"/></svg>`
  return { slug, fileName: `assets/logo-${slug}-${logoVersion}.svg`, source }
}
