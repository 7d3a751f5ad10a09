/**
 * Benchmark, not a test: Lighthouse's mobile metrics of each page type of dist/, served by our
 * nginx as a freshly started server sends it. `npm run bench:lighthouse -- --help` for the
 * options (needs the build; fetches Lighthouse with npx on first use). docs/performance.md,
 * "Budgets".
 *
 * Two throttling methods, both by default, printed side by side (medians of 3 runs), each with
 * the performance score (the median, and the runs' range when they differ):
 * - simulate: Lighthouse's estimate (Lantern) from a load at full speed, under its slow 4G and
 *   4× CPU profile; with in how many runs it counted the favicon into the paint;
 * - devtools: the same profile applied to the real connection and CPU, metrics observed; with
 *   how far the LCP is above the network floor (request latency, then a first-flight document
 *   at the throughput), taken from the settings Lighthouse reports.
 * With --baseline (a built export or a git ref), both builds are served at once and measured
 * in interleaved pairs, and each page type's difference is printed with the pairs' range.
 * With --anchor (a static site, such as another template's build), the site is served as it
 * ships and its pages measured in the same rounds as ours, interleaved; each side's medians are
 * printed, and per method the ratio of our worst page type's LCP to the anchor's best page's,
 * whose target is 0.75 or below.
 * The exit status is non-zero only when a measurement failed (a page type without all its
 * runs), never for a result: a ratio above the target is said so in its line.
 */
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { interleave, lcpRatio, ratioLine, type Side } from './lib/bench/anchor.ts'
import { parseBenchArgs, usage, UsageError, type BenchOptions } from './lib/bench/args.ts'
import { prepareBaseline, type Build } from './lib/bench/baseline.ts'
import { networkFloor, type AppliedNetwork } from './lib/bench/floor.ts'
import {
  appliedNetwork,
  runMetrics,
  type LighthouseReport,
  type RunMetrics,
  type ThrottlingMethod,
} from './lib/bench/report.ts'
import { lighthouse, lighthouseVersion } from './lib/bench/lighthouse.ts'
import { serveExport, serveStatic, type Server } from './lib/bench/server.ts'
import { anchorTable, comparisonTable, methodsTable, summarize } from './lib/bench/table.ts'
import { firstFlightBytes } from './lib/first-flight.ts'

const checkout = join(import.meta.dirname, '..')
const pages: Record<string, string> = {
  home: '/',
  'copy page': '/about/company',
  contact: '/contactus',
  'hire role': '/hire-developers/hire-dotnet-developer',
  service: '/services/ui-ux-design',
  'country service': '/au/erp-solutions',
  'blog post': '/blogs/accessibility-from-the-first-sprint',
  'case study': '/case-studies/freight-forwarder-erp-consolidation',
  'job opening': '/careers/senior-react-developer',
  // A market's pages in its language: Arabic documents and faces weigh the most.
  'market landing': '/ar-sa',
  'market service': '/ar-sa/erp-solutions',
  'market contact': '/ko-kr/contactus',
  'market call': '/ar-sa/call',
}
/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try again. */
const attemptsPerRun = 3

interface Served {
  build: Build
  server: Server
}

/** Our page type's path. */
function pathOf(pageType: string): string {
  const path = pages[pageType]
  if (path === undefined) throw new Error(`no page type ${pageType}`)
  return path
}

/** Measures `path` until one run succeeds (at most `attemptsPerRun` tries). */
async function measure(
  served: Served,
  pageType: string,
  path: string,
  method: ThrottlingMethod,
  dir: string,
  onReport: (report: LighthouseReport) => void,
): Promise<RunMetrics | undefined> {
  const url = `${served.server.origin}${path}`
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    const result = await lighthouse(url, method, dir)
    let failure: string
    if ('report' in result) {
      try {
        const metrics = runMetrics(result.report, method)
        onReport(result.report)
        console.error(
          `  ${pageType}, ${method}, ${served.build.label}: LCP ${Math.round(metrics.lcp)} ms, CLS ${metrics.cls.toFixed(3)}`,
        )
        return metrics
      } catch (error) {
        failure = (error as Error).message
      }
    } else {
      failure = result.error
    }
    console.error(`  ${pageType}, ${method}, ${served.build.label}: no report (${failure})`)
  }
  return undefined
}

/** The runs of one page type and method, for each build; pairs interleaved, order alternating. */
async function measurePage(
  builds: readonly Served[],
  pageType: string,
  method: ThrottlingMethod,
  options: BenchOptions,
  dir: string,
  onReport: (report: LighthouseReport) => void,
): Promise<RunMetrics[][]> {
  const runs: RunMetrics[][] = builds.map(() => [])
  for (let round = 0; round < options.runs; round++) {
    // A, B then B, A: neither build is always the one measured right after the other.
    const order = builds.map((_, index) => index)
    if (round % 2 === 1) order.reverse()
    const results = new Map<number, RunMetrics | undefined>()
    for (const index of order) {
      const build = builds[index]
      if (build) {
        results.set(index, await measure(build, pageType, pathOf(pageType), method, dir, onReport))
      }
    }
    // With a baseline only whole pairs count: a pair's difference is what is compared.
    if ([...results.values()].every((result) => result !== undefined)) {
      for (const index of order) runs[index]?.push(results.get(index) as RunMetrics)
    }
  }
  return runs
}

function describeFloor(network: AppliedNetwork): { text: string; totalMs: number } {
  const floor = networkFloor(network, firstFlightBytes)
  const text = [
    `Network floor (devtools): ${Math.round(floor.totalMs)} ms = request latency ${floor.latencyMs} ms + ${floor.transferMs.toFixed(1)} ms for a ${firstFlightBytes.toLocaleString('en')}-byte first-flight document (headers and brotli body) at ${network.downloadThroughputKbps.toFixed(2)} kbps.`,
    'It has no DNS or connection set-up: the origin is 127.0.0.1 (no look-up, a TCP connect well under 1 ms), and DevTools throttling adds its latency per request, nothing per connection (Lighthouse makes it 3.75 round trips because throttling by request has no handshakes or slow start of its own).',
    'Nor parsing, style, layout or paint: "above floor" is what the page costs beyond the network.',
  ].join('\n')
  return { text, totalMs: floor.totalMs }
}

/** What to stop and remove if the benchmark is interrupted (each may run twice). */
const cleanups: (() => Promise<void>)[] = []
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the baseline's worktree …`)
    void Promise.allSettled(cleanups.map((cleanup) => cleanup())).then(() => process.exit(130))
  })
}

/** Runs by page type and method, one list per build (baseline first). */
type Results = Map<string, Map<ThrottlingMethod, RunMetrics[][]>>

async function measureAll(
  served: readonly Served[],
  options: BenchOptions,
  dir: string,
): Promise<{ results: Results; network: AppliedNetwork | undefined }> {
  const results: Results = new Map()
  let network: AppliedNetwork | undefined
  for (const pageType of options.pageTypes) {
    const byMethod = new Map<ThrottlingMethod, RunMetrics[][]>()
    results.set(pageType, byMethod)
    for (const method of options.methods) {
      const runs = await measurePage(served, pageType, method, options, dir, (report) => {
        if (method === 'devtools') network ??= appliedNetwork(report)
      })
      byMethod.set(method, runs)
    }
  }
  return { results, network }
}

function printResults(
  served: readonly Served[],
  options: BenchOptions,
  { results, network }: { results: Results; network: AppliedNetwork | undefined },
) {
  const floor = network ? describeFloor(network) : undefined
  const runs = `${options.runs} run${options.runs === 1 ? '' : 's'}`
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile (slow 4G, 4× CPU), median of ${runs} per page type and method; ms, CLS unitless.\n` +
      'simulate (sim): Lantern estimates the metrics from a load at full speed; devtools (dev): the profile is applied to the real connection and CPU, and the metrics observed.',
  )
  if (floor) console.log(floor.text)
  const [baseline, candidate] = served
  if (!candidate) {
    const pageRuns = options.pageTypes.map((pageType) => ({
      pageType,
      byMethod: Object.fromEntries(
        [...(results.get(pageType) ?? [])].map(([method, lists]) => [method, lists[0] ?? []]),
      ),
    }))
    console.log(`\n${methodsTable(pageRuns, options.methods, options.runs, floor?.totalMs)}`)
    return
  }
  for (const method of options.methods) {
    console.log(
      `\n${method}: ${baseline?.build.label} → ${candidate.build.label}, ${options.runs} interleaved pair${options.runs === 1 ? '' : 's'} per page type.\n` +
        'Each cell: baseline median → this median, Δ of the medians [smallest, largest pairwise Δ].',
    )
    const pairs = options.pageTypes.map((pageType) => {
      const [before = [], after = []] = results.get(pageType)?.get(method) ?? []
      return { pageType, baseline: before, candidate: after }
    })
    console.log(comparisonTable(pairs, method))
  }
}

/** Each method's runs of every page, by side: our page types, the anchor's paths. */
type AnchorResults = Map<ThrottlingMethod, Record<Side, Map<string, RunMetrics[]>>>

/**
 * Round after round, each of our page types and each anchor page once, interleaved (every other
 * round in reverse, so neither side's pages always follow the other's): machine load that comes
 * and goes falls on both sides alike.
 */
async function measureWithAnchor(
  ours: Served,
  anchor: Served,
  options: BenchOptions,
  dir: string,
): Promise<AnchorResults> {
  const results: AnchorResults = new Map()
  for (const method of options.methods) {
    const runs: Record<Side, Map<string, RunMetrics[]>> = {
      ours: new Map(options.pageTypes.map((pageType) => [pageType, []])),
      anchor: new Map(options.anchorPages.map((path) => [path, []])),
    }
    results.set(method, runs)
    for (let round = 0; round < options.runs; round++) {
      console.error(`${method}, round ${round + 1} of ${options.runs}:`)
      const order = interleave(options.pageTypes, options.anchorPages)
      for (const { side, page } of round % 2 === 1 ? order.toReversed() : order) {
        const served = side === 'ours' ? ours : anchor
        const path = side === 'ours' ? pathOf(page) : page
        const metrics = await measure(served, page, path, method, dir, () => {})
        if (metrics) runs[side].get(page)?.push(metrics)
      }
    }
  }
  return results
}

function printAnchorResults(anchorDir: string, options: BenchOptions, results: AnchorResults) {
  const runs = `${options.runs} run${options.runs === 1 ? '' : 's'}`
  const site = basename(resolve(anchorDir))
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile (slow 4G, 4× CPU), median of ${runs} per page and method; ms, CLS unitless.\n` +
      'simulate: Lantern estimates the metrics from a load at full speed; devtools: the profile is applied to the real connection and CPU, and the metrics observed.\n' +
      `ours: this build's dist/ through our nginx; ${site}: ${anchorDir} as it ships (nginx with gzip, try_files and its 404 page), its pages measured in the same rounds as ours, interleaved.`,
  )
  const lines: string[] = []
  for (const method of options.methods) {
    const { ours, anchor } = results.get(method) ?? { ours: new Map(), anchor: new Map() }
    const side = (name: string, byPage: Map<string, RunMetrics[]>) => ({
      site: name,
      pages: [...byPage].map(([page, pageRuns]) => ({ page, runs: pageRuns })),
    })
    console.log(
      `\n${method}:\n${anchorTable([side('ours', ours), side(site, anchor)], options.runs)}`,
    )
    const lcps = (byPage: Map<string, RunMetrics[]>) =>
      [...byPage].map(([page, pageRuns]) => ({ page, lcp: summarize(pageRuns).lcp }))
    lines.push(ratioLine(method, lcpRatio(lcps(ours), lcps(anchor))))
  }
  console.log(`\n${lines.join('\n')}`)
}

/** Serves the anchor beside this build, measures both and prints; false when runs are missing. */
async function mainWithAnchor(options: BenchOptions, anchorDir: string): Promise<boolean> {
  const root = resolve(anchorDir)
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new Error(`--anchor ${anchorDir}: not a directory`)
  }
  const build: Build = {
    label: 'this build',
    root: join(checkout, 'dist'),
    cleanup: async () => {},
  }
  const anchorBuild: Build = { label: basename(root), root, cleanup: async () => {} }
  const servers: Server[] = []
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
  try {
    const ours = await serveExport(checkout, build.root)
    servers.push(ours)
    cleanups.push(ours.stop)
    const anchor = await serveStatic(root)
    servers.push(anchor)
    cleanups.push(anchor.stop)
    // A mistyped page would otherwise be measured as the anchor's 404 page.
    for (const path of options.anchorPages) {
      const { status } = await fetch(`${anchor.origin}${path}`)
      if (status !== 200) throw new Error(`--anchor-pages: ${path} answers ${status} in ${root}`)
    }
    const results = await measureWithAnchor(
      { build, server: ours },
      { build: anchorBuild, server: anchor },
      options,
      dir,
    )
    printAnchorResults(anchorDir, options, results)
    const complete = [...results.values()].every((bySide) =>
      Object.values(bySide).every((byPage) =>
        [...byPage.values()].every((runs) => runs.length === options.runs),
      ),
    )
    if (!complete) console.error(`\nSome pages have fewer than ${options.runs} runs (above).`)
    return complete
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await rm(dir, { recursive: true, force: true })
  }
}

/** Measures and prints; false when a page type is missing runs. */
async function main(options: BenchOptions): Promise<boolean> {
  if (options.anchor !== undefined) return mainWithAnchor(options, options.anchor)
  const builds: Build[] = [
    { label: 'this build', root: join(checkout, 'dist'), cleanup: async () => {} },
  ]
  const served: Served[] = []
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
  try {
    if (options.baseline !== undefined) {
      if (!process.env.SITE_TODAY) {
        console.error('SITE_TODAY is not set: the baseline is built with the real date.')
      }
      const baseline = await prepareBaseline(options.baseline, checkout)
      cleanups.push(baseline.cleanup)
      builds.unshift(baseline)
    }
    for (const build of builds) {
      const server = await serveExport(checkout, build.root)
      cleanups.push(server.stop)
      served.push({ build, server })
    }
    const measured = await measureAll(served, options, dir)
    printResults(served, options, measured)
    const complete = [...measured.results.values()].every((byMethod) =>
      [...byMethod.values()].every((lists) => lists.every((runs) => runs.length === options.runs)),
    )
    if (!complete) console.error(`\nSome page types have fewer than ${options.runs} runs (above).`)
    return complete
  } finally {
    await Promise.all(served.map(({ server }) => server.stop()))
    await Promise.all(builds.map((build) => build.cleanup()))
    await rm(dir, { recursive: true, force: true })
  }
}

let options: BenchOptions
try {
  options = parseBenchArgs(process.argv.slice(2), Object.keys(pages))
} catch (error) {
  if (!(error instanceof UsageError)) throw error
  console.error(`${error.message}\n\n${usage}`)
  process.exit(2)
}
if (options.help) {
  console.log(usage)
  process.exit(0)
}
if (!existsSync(join(checkout, 'dist', '404.html'))) {
  console.error('No build in dist/: run `npm run build` first (with SITE_TODAY set as you need).')
  process.exit(1)
}
process.exitCode = await main(options).then(
  (complete) => (complete ? 0 : 1),
  (error: unknown) => {
    console.error(`bench:lighthouse: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  },
)
