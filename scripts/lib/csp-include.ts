/**
 * The nginx include that lists the CSP hash sources of a release's inline scripts and styles
 * (used by nginx/security-headers.conf). Dependency-free: the Docker runtime reads and merges
 * these files when it publishes a release (scripts/release.ts).
 *
 * Every page runs the same inline script (the bootstrap), so its hash is allowed everywhere. Each
 * page inlines only the CSS its own markup uses, so a page's response allows only its own
 * stylesheet's hash: the header stays one hash long, whatever the number of pages.
 */
export interface InlineHashes {
  /** The inline scripts' hash sources: every page may run these. */
  scripts: Set<string>
  /**
   * The inline styles' hash sources of each page, by the file nginx serves ("/index.html"), and
   * under `everyPage` those allowed on every page (a release built before pages had their own).
   */
  styles: Map<string, Set<string>>
}

export const everyPage = '*'

export const emptyInlineHashes = (): InlineHashes => ({ scripts: new Set(), styles: new Map() })

/** Adds `hashes` to `into` (the pages of both are allowed what either allows them). */
export function mergeInlineHashes(into: InlineHashes, hashes: InlineHashes): InlineHashes {
  hashes.scripts.forEach((hash) => into.scripts.add(hash))
  for (const [file, styles] of hashes.styles) {
    const allowed = into.styles.get(file) ?? new Set<string>()
    styles.forEach((hash) => allowed.add(hash))
    into.styles.set(file, allowed)
  }
  return into
}

const variables = { scripts: '$csp_script_hashes', styles: '$csp_style_hashes' } as const
const list = (hashes: Iterable<string>) => [...hashes].sort().join(' ')

/** nginx builds a map's hash with buckets that must each hold its longest key (powers of two). */
function bucketSize(keys: string[]): number {
  let size = 64
  while (keys.some((key) => key.length + 32 > size)) size *= 2
  return size
}

/** Room for every key with slack, in the power of two nginx's default (2048) starts from. */
function tableSize(keys: number): number {
  let size = 2048
  while (size < keys * 4) size *= 2
  return size
}

/**
 * `$csp_script_hashes` for every response; `$csp_style_hashes` by `$uri`, which is the file
 * served once try_files or error_page found it ("/about/company.html", "/404.html").
 */
export function cspNginxInclude({ scripts, styles }: InlineHashes): string {
  const files = [...styles.keys()].filter((file) => file !== everyPage).sort()
  const everywhere = styles.get(everyPage) ?? new Set<string>()
  const ofFile = (file: string) => new Set([...everywhere, ...(styles.get(file) ?? [])])
  return [
    '# Generated from the inline scripts and styles of the build (scripts/postbuild.ts). Do not edit.',
    // Before any map of the configuration: the first map fixes the hashes' bucket size. The
    // table grows with the pages (nginx warns and builds a slower one when it is too small).
    `map_hash_bucket_size ${bucketSize(files)};`,
    `map_hash_max_size ${tableSize(files.length)};`,
    `map $host ${variables.scripts} { default "${list(scripts)}"; }`,
    `map $uri ${variables.styles} {`,
    `    default "${list(everywhere)}";`,
    ...files.map((file) => `    "${file}" "${list(ofFile(file))}";`),
    '}',
    '',
  ].join('\n')
}

/**
 * The hash sources listed in an include written by `cspNginxInclude`, or by the builds before
 * pages had stylesheets of their own (one map line: those styles are allowed on every page).
 */
export function readCspNginxInclude(include: string): InlineHashes {
  const lines = include.split('\n')
  const sources = (text: string) => new Set(text.split(' ').filter(Boolean))
  const defaultOf = (line: string | undefined) => line?.match(/default "([^"]*)";/)?.[1]
  const scripts = defaultOf(lines.find((text) => text.includes(`${variables.scripts} {`)))
  if (scripts === undefined) throw new Error(`the CSP include defines no ${variables.scripts}`)
  const styles = new Map<string, Set<string>>()
  const start = lines.findIndex((text) => text.includes(`${variables.styles} {`))
  const oneLine = defaultOf(lines[start]?.endsWith('}') ? lines[start] : undefined)
  if (oneLine !== undefined) styles.set(everyPage, sources(oneLine))
  else if (start < 0) throw new Error(`the CSP include defines no ${variables.styles}`)
  else {
    for (const line of lines.slice(start + 1)) {
      if (line === '}') break
      const everywhere = defaultOf(line)
      if (everywhere) styles.set(everyPage, sources(everywhere))
      const [, file, hashes] = /^\s*"([^"]+)" "([^"]*)";$/.exec(line) ?? []
      if (file && hashes !== undefined) styles.set(file, sources(hashes))
    }
  }
  return { scripts: sources(scripts), styles }
}
