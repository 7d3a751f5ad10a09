import { parseArgs } from 'node:util'
import type { ThrottlingMethod } from './report.ts'

export interface BenchOptions {
  /** In the order they are run and printed. */
  methods: ThrottlingMethod[]
  /** Runs (or pairs of runs, with a baseline) per page type and method; the medians are printed. */
  runs: number
  /** A built export (a directory) or a git ref to build, compared with this checkout's dist/. */
  baseline: string | undefined
  /** The page types to measure, in the benchmark's order. */
  pageTypes: string[]
  help: boolean
}

export const usage = `Usage: npm run bench:lighthouse -- [options]

  --throttling simulate|devtools  one method only (default: both, side by side)
  --runs N                        runs per page type and method, median printed (default 3)
  --baseline <dir | git ref>      compare with another build, runs interleaved: a built
                                  export (a dist/ folder) or a git ref, built in a temporary
                                  worktree with the same SITE_TODAY
  --pages <type,type…>            only these page types (default: all)
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
    pageTypes: allPageTypes.filter((name) => asked.includes(name)),
    help: values.help,
  }
}
