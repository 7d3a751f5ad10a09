import { parseArgs } from 'node:util'
import { anchorTarget, defaultAnchorPages } from './anchor.ts'
import type { ThrottlingMethod } from './report.ts'

export interface BenchOptions {
  /** In the order they are run and printed. */
  methods: ThrottlingMethod[]
  /** Runs (or pairs of runs, with a baseline) per page type and method; the medians are printed. */
  runs: number
  /** A built export (a directory) or a git ref to build, compared with this checkout's dist/. */
  baseline: string | undefined
  /** A static site's folder, served as it ships and measured beside this build. */
  anchor: string | undefined
  /** The anchor's pages to measure, as paths from its root. */
  anchorPages: string[]
  /** The page types to measure, in the benchmark's order. */
  pageTypes: string[]
  help: boolean
}

/** Where the options' descriptions start, and how wide they are at most. */
const descriptionColumn = 34
const descriptionWidth = 58

/** `text` wrapped after whole words to the descriptions' width, indented to their column. */
function indented(text: string): string {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= descriptionWidth) {
      lines[lines.length - 1] = `${last} ${word}`
    } else lines.push(word)
  }
  return lines.map((line) => `${' '.repeat(descriptionColumn)}${line}`).join('\n')
}

export const usage = `Usage: npm run bench:lighthouse -- [options]

  --throttling simulate|devtools  one method only (default: both, side by side)
  --runs N                        runs per page type and method, median printed (default 3)
  --baseline <dir | git ref>      compare with another build, runs interleaved: a built
                                  export (a dist/ folder) or a git ref, built in a temporary
                                  worktree with the same SITE_TODAY
  --pages <type,type…>            only these page types (default: all)
  --anchor DIR                    also measure a static site (such as
                                  ../shared/anchors/astrowind) served as it ships (nginx:
                                  gzip, try_files, 404 page), its pages interleaved with
                                  ours in every round; prints each side's medians and the
                                  ratio of our worst page type's LCP to the anchor's best
                                  page's (target: ${anchorTarget} or below)
  --anchor-pages </path,/path…>   the anchor's pages, paths from its root; by default
${indented(`AstroWind's: ${defaultAnchorPages.join(', ')}`)}
  --help                          this text`

export class UsageError extends Error {}

/** Reads the command line; throws a UsageError naming what is wrong. */
export function parseBenchArgs(
  argv: readonly string[],
  allPageTypes: readonly string[],
): BenchOptions {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        throttling: { type: 'string' },
        runs: { type: 'string', default: '3' },
        baseline: { type: 'string' },
        pages: { type: 'string' },
        anchor: { type: 'string' },
        'anchor-pages': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }

  const { throttling } = values
  if (throttling !== undefined && throttling !== 'simulate' && throttling !== 'devtools') {
    throw new UsageError(`--throttling must be simulate or devtools, not "${throttling}"`)
  }
  const runs = Number(values.runs)
  if (!/^\d+$/.test(values.runs) || !(runs >= 1)) {
    throw new UsageError(`--runs must be a whole number of at least 1, not "${values.runs}"`)
  }
  if (values.baseline !== undefined && values.baseline.trim() === '') {
    throw new UsageError('--baseline needs a directory or a git ref')
  }
  if (values.anchor !== undefined && values.anchor.trim() === '') {
    throw new UsageError('--anchor needs a directory')
  }
  // Each is measured against this build in its own way; together the runs would double.
  if (values.anchor !== undefined && values.baseline !== undefined) {
    throw new UsageError('--anchor and --baseline cannot be used together')
  }
  if (values['anchor-pages'] !== undefined && values.anchor === undefined) {
    throw new UsageError('--anchor-pages needs --anchor')
  }
  const anchorPages = values['anchor-pages']?.split(',').map((path) => path.trim()) ?? [
    ...defaultAnchorPages,
  ]
  const notPaths = anchorPages.filter((path) => !path.startsWith('/'))
  if (notPaths.length > 0) {
    throw new UsageError(
      `--anchor-pages takes paths from the site's root, such as /about, not ${notPaths.map((path) => `"${path}"`).join(', ')}`,
    )
  }
  if (new Set(anchorPages).size !== anchorPages.length) {
    throw new UsageError('--anchor-pages names a page twice')
  }

  const asked = values.pages?.split(',').map((name) => name.trim()) ?? [...allPageTypes]
  const unknown = asked.filter((name) => !allPageTypes.includes(name))
  if (unknown.length > 0 || asked.length === 0) {
    throw new UsageError(
      `unknown page type ${unknown.map((name) => `"${name}"`).join(', ')}; the page types are: ${allPageTypes.join(', ')}`,
    )
  }

  return {
    methods: throttling ? [throttling] : ['simulate', 'devtools'],
    runs,
    baseline: values.baseline,
    anchor: values.anchor,
    anchorPages: values.anchor === undefined ? [] : anchorPages,
    pageTypes: allPageTypes.filter((name) => asked.includes(name)),
    help: values.help,
  }
}
