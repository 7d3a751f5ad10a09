import { deskBase, deskScreens } from '../../src/admin/screen-paths.ts'

/**
 * Which addresses under /admin are the sales desk's screens, from the one list its router uses
 * (src/admin/screen-paths.ts): nginx answers them with the desk's page and any other address
 * under /admin/ with a 404 (nginx/desk-locations.conf), and so does `npm run dev` (dev-apps.ts).
 */

/**
 * The include nginx reads from the desk's build folder (nginx/start.sh): written into every
 * build by scripts/publish-desk.ts, so the screens nginx serves are those of the desk it serves.
 */
export const deskScreensFile = 'desk-screens.conf'

/** A screen's pattern as a regular expression over the decoded path below the base. */
export function screenSource(pattern: string): string {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      // A parameter is one whole segment: an item's id is encoded into one (encodeURIComponent).
      if (/^:\w+$/.test(segment)) return '/[^/]+'
      if (/^[\w-]+$/.test(segment)) return `/${segment}`
      throw new Error(
        `src/admin/screen-paths.ts: "${pattern}": a segment is a word or a :param, not "${segment}"`,
      )
    })
    .join('')
}

const sources = (Object.values(deskScreens) as string[]).map(screenSource)
const alternatives = (list: string[]) => `(?:${list.join('|')})`

/** Whether a decoded path is one of the desk's screens (/admin and /admin/items/<id> are). */
export const deskScreenPath = new RegExp(`^${deskBase}${alternatives(sources)}$`)

/**
 * The nginx include: one regular-expression location, inside `location ^~ /admin/`, that answers
 * the screens under /admin/ with the desk's page. The inbox, /admin itself, has its own exact
 * location; nginx answers every other address under /admin/ with a 404.
 */
export function deskScreensNginxInclude(): string {
  const below = sources.filter(Boolean)
  return [
    `# The sales desk's screens below ${deskBase}/ (src/admin/screen-paths.ts), written into the`,
    "# desk's build by scripts/publish-desk.ts and included by nginx/desk-locations.conf. Do not edit.",
    `location ~ "^${deskBase}${alternatives(below)}$" {`,
    `    try_files ${deskBase}/index.html =404;`,
    '}',
    '',
  ].join('\n')
}
