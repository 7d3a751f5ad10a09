/**
 * The nginx include that lists the CSP hash sources of a release's inline scripts and styles
 * (used by nginx/security-headers.conf). Dependency-free: the Docker runtime reads and merges
 * these files when it publishes a release (scripts/release.ts).
 */
export interface InlineHashes {
  scripts: Set<string>
  styles: Set<string>
}

const variables = { scripts: '$csp_script_hashes', styles: '$csp_style_hashes' } as const

export function cspNginxInclude({ scripts, styles }: InlineHashes): string {
  const list = (hashes: Set<string>) => [...hashes].sort().join(' ')
  return [
    '# Generated from the inline scripts and styles of the build (scripts/postbuild.ts). Do not edit.',
    `map $host ${variables.scripts} { default "${list(scripts)}"; }`,
    `map $host ${variables.styles} { default "${list(styles)}"; }`,
    '',
  ].join('\n')
}

/** The hash sources listed in an include written by `cspNginxInclude`. */
export function readCspNginxInclude(include: string): InlineHashes {
  const read = (variable: string) => {
    const line = include.split('\n').find((text) => text.includes(`${variable} {`))
    const list = line?.match(/default "([^"]*)";/)?.[1]
    if (list === undefined) throw new Error(`the CSP include defines no ${variable}`)
    return new Set(list.split(' ').filter(Boolean))
  }
  return { scripts: read(variables.scripts), styles: read(variables.styles) }
}
