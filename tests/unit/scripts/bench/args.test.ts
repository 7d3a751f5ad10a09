import { describe, expect, it } from 'vitest'
import { defaultAnchorPages } from '../../../../scripts/lib/bench/anchor.ts'
import { parseBenchArgs, usage, UsageError } from '../../../../scripts/lib/bench/args.ts'

const pageTypes = ['home', 'contact', 'case study']

describe('parseBenchArgs', () => {
  it('runs both methods, 3 runs, every page type, no baseline or anchor by default', () => {
    expect(parseBenchArgs([], pageTypes)).toEqual({
      methods: ['simulate', 'devtools'],
      runs: 3,
      baseline: undefined,
      anchor: undefined,
      anchorPages: [],
      pageTypes,
      help: false,
    })
  })

  it('runs one method with --throttling', () => {
    expect(parseBenchArgs(['--throttling', 'devtools'], pageTypes).methods).toEqual(['devtools'])
    expect(parseBenchArgs(['--throttling=simulate'], pageTypes).methods).toEqual(['simulate'])
  })

  it('reads --runs, --baseline and --pages (kept in the benchmark order)', () => {
    const options = parseBenchArgs(
      ['--runs', '5', '--baseline', 'main', '--pages', 'case study, home'],
      pageTypes,
    )
    expect(options).toMatchObject({ runs: 5, baseline: 'main', pageTypes: ['home', 'case study'] })
  })

  it('measures AstroWind’s comparable pages with --anchor, or the --anchor-pages given', () => {
    expect(
      parseBenchArgs(['--anchor', '../shared/anchors/astrowind', '--runs', '1'], pageTypes),
    ).toMatchObject({
      anchor: '../shared/anchors/astrowind',
      anchorPages: defaultAnchorPages,
      runs: 1,
      baseline: undefined,
    })
    expect(defaultAnchorPages).toEqual([
      '/',
      '/services',
      '/landing/product',
      '/get-started-website-with-astro-tailwind-css',
      '/about',
      '/contact',
    ])
    const options = parseBenchArgs(
      ['--anchor=site', '--anchor-pages', '/pricing, /', '--pages', 'home'],
      pageTypes,
    )
    expect(options).toMatchObject({ anchorPages: ['/pricing', '/'], pageTypes: ['home'] })
  })

  it('documents --anchor, its pages and the target in --help', () => {
    expect(usage).toMatch(/^ {2}--anchor DIR {20}\S/m)
    expect(usage).toMatch(/^ {2}--anchor-pages <\/path,\/path…> {3}\S/m)
    expect(usage).toContain('(target: 0.75 or below)')
    expect(usage).toContain('/get-started-website-with-astro-tailwind-css, /about,')
    expect(Math.max(...usage.split('\n').map((line) => line.length))).toBeLessThanOrEqual(92)
  })

  it.each([
    [['--anchor', ''], '--anchor needs a directory'],
    [['--anchor', 'a', '--baseline', 'main'], '--anchor and --baseline cannot be used together'],
    [['--anchor-pages', '/about'], '--anchor-pages needs --anchor'],
    [
      ['--anchor', 'a', '--anchor-pages', '/,about'],
      '--anchor-pages takes paths from the site\'s root, such as /about, not "about"',
    ],
    [['--anchor', 'a', '--anchor-pages', '/about,/about'], '--anchor-pages names a page twice'],
    [['--throttling', 'applied'], '--throttling must be simulate or devtools, not "applied"'],
    [['--runs', '0'], '--runs must be a whole number of at least 1, not "0"'],
    [['--runs', '2.5'], '--runs must be a whole number of at least 1, not "2.5"'],
    [['--baseline', ' '], '--baseline needs a directory or a git ref'],
    [['--pages', 'home,blog'], 'unknown page type "blog"; the page types are: home, contact'],
    [['--target', '750'], "Unknown option '--target'"],
    [['dist'], 'Unexpected argument'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseBenchArgs(argv, pageTypes)).toThrow(UsageError)
    expect(() => parseBenchArgs(argv, pageTypes)).toThrow(message)
  })
})
