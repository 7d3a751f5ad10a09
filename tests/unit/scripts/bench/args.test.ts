import { describe, expect, it } from 'vitest'
import { parseBenchArgs, UsageError } from '../../../../scripts/lib/bench/args.ts'

const pageTypes = ['home', 'contact', 'case study']

describe('parseBenchArgs', () => {
  it('runs both methods, 3 runs, every page type, no baseline by default', () => {
    expect(parseBenchArgs([], pageTypes)).toEqual({
      methods: ['simulate', 'devtools'],
      runs: 3,
      baseline: undefined,
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

  it.each([
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
