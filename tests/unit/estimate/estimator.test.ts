import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { loadContentFrom } from '../../../src/content/loader/collections.ts'
import {
  checkAnswers,
  computeEstimate,
  describeEstimate,
  roundCost,
  type EstimateAnswers,
} from '../../../src/estimate/compute.ts'
import { estimatorSchema, type EstimatorRates } from '../../../src/estimate/rates-schema.ts'
import { contentPage } from '../../../src/loaders/index.ts'

const content = join(process.cwd(), 'src', 'content')
const publicDir = join(process.cwd(), 'public')
const file = join(content, 'estimator.yaml')
const rates = estimatorSchema.parse(parse(readFileSync(file, 'utf8')))

/** Small figures that make the arithmetic visible. */
const simple: EstimatorRates = {
  projects: [
    { id: 'app', label: 'An app', weeks: [10, 20], team: 2 },
    { id: 'site', label: 'A site', weeks: [2, 4], team: 1 },
  ],
  platforms: [
    { id: 'web', label: 'Web', share: 0.4 },
    { id: 'ios', label: 'iOS', share: 0.3 },
  ],
  features: [
    { id: 'pay', label: 'Payments', weeks: [1, 2] },
    {
      id: 'chat',
      label: 'Chat',
      weeks: [2, 4],
      assumption: 'Chat uses a hosted messaging service.',
    },
  ],
  integrations: [
    { id: 'none', label: 'None', weeks: [0, 0] },
    { id: 'few', label: 'A few', weeks: [2, 4] },
  ],
  design: [
    { id: 'ready', label: 'Ready', factor: 0.9 },
    { id: 'none', label: 'None', factor: 1 },
  ],
  deadline: [
    { id: 'flexible', label: 'Flexible', weeks: 1, team: 1 },
    { id: 'urgent', label: 'Urgent', weeks: 0.75, team: 1.5 },
  ],
  engagement: [
    { id: 'tm', label: 'T&M', cost: 1 },
    { id: 'fixed', label: 'Fixed', cost: 1.2 },
  ],
  currencies: [
    { code: 'USD', name: 'US dollar', weekRate: 1000 },
    { code: 'GBP', name: 'Pound sterling', weekRate: 800 },
  ],
  assumptions: ['Excludes hosting, licences and app store fees.'],
}
const base: EstimateAnswers = {
  project: 'app',
  platforms: ['web'],
  features: [],
  integrations: 'none',
  design: 'none',
  deadline: 'flexible',
  engagement: 'tm',
  currency: 'USD',
}

describe('computeEstimate', () => {
  it('multiplies the project, its platforms, design, deadline, team, rate and engagement', () => {
    expect(computeEstimate(base, simple)).toMatchObject({
      weeks: { min: 10, max: 20 },
      team: 2,
      cost: { min: 20_000, max: 40_000, currency: 'USD' },
    })
    const full = computeEstimate(
      {
        ...base,
        platforms: ['web', 'ios'],
        features: ['pay', 'chat'],
        integrations: 'few',
        design: 'ready',
        deadline: 'urgent',
        engagement: 'fixed',
        currency: 'GBP',
      },
      simple,
    )
    // (10 + 2 + 1 + 2) × 1.3 × 0.9 × 0.75 = 13.16 → 13; (20 + 4 + 2 + 4) × 1.3 × 0.9 × 0.75 = 26.3 → 27
    expect(full.weeks).toEqual({ min: 13, max: 27 })
    expect(full.team).toBe(3)
    // 13 × 3 × 800 × 1.2 = 37,440 → 37,000; 27 × 3 × 800 × 1.2 = 77,760 → 78,000
    expect(full.cost).toEqual({ min: 37_000, max: 78_000, currency: 'GBP' })
    expect(full.assumptions).toEqual([
      'A team of 3 working in parallel, at GBP 800 per person-week.',
      'Chat uses a hosted messaging service.',
      'Excludes hosting, licences and app store fees.',
    ])
    expect(describeEstimate(full)).toBe('13–27 weeks, GBP 37,000–78,000')
  })

  it('counts the platform with the largest share as the base, whatever the order', () => {
    const a = computeEstimate({ ...base, platforms: ['ios', 'web'] }, simple)
    const b = computeEstimate({ ...base, platforms: ['web', 'ios'] }, simple)
    expect(a).toEqual(b)
    expect(a.weeks).toEqual({ min: 13, max: 26 })
  })

  it('rounds costs to two significant figures, down at the low end and up at the high end', () => {
    expect(roundCost(37_440, 'down')).toBe(37_000)
    expect(roundCost(37_440, 'up')).toBe(38_000)
    expect(roundCost(1_234_567, 'up')).toBe(1_300_000)
    expect(roundCost(95, 'down')).toBe(95)
  })

  it('works on the real rates for every currency', () => {
    for (const currency of rates.currencies) {
      const estimate = computeEstimate(
        {
          project: rates.projects[0]?.id ?? '',
          platforms: [rates.platforms[0]?.id ?? ''],
          features: [],
          integrations: rates.integrations[0]?.id ?? '',
          design: rates.design[0]?.id ?? '',
          deadline: rates.deadline[0]?.id ?? '',
          engagement: rates.engagement[0]?.id ?? '',
          currency: currency.code,
        },
        rates,
      )
      expect(estimate.cost.min).toBeGreaterThan(0)
      expect(estimate.cost.max).toBeGreaterThanOrEqual(estimate.cost.min)
      expect(estimate.weeks.max).toBeGreaterThanOrEqual(estimate.weeks.min)
    }
  })
})

describe('checkAnswers', () => {
  it('accepts answers the rates offer', () => {
    expect(checkAnswers(base, simple)).toEqual({})
  })

  it('names each answer the rates do not offer', () => {
    expect(
      checkAnswers(
        { ...base, project: 'spaceship', platforms: [], features: ['teleport'], currency: 'XYZ' },
        simple,
      ),
    ).toEqual({
      project: 'Choose what you want to build.',
      platforms: 'Choose at least one platform.',
      features: 'Choose features from the list.',
      currency: 'Choose a currency from the list.',
    })
  })
})

describe('src/content/estimator.yaml', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'estimator-'))
    cpSync(content, root, { recursive: true })
  })
  afterAll(() => {
    loadContentFrom(content, publicDir)
    rmSync(root, { recursive: true, force: true })
  })
  const withRates = (change: (data: Record<string, unknown[]>) => void) => {
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>
    change(data)
    writeFileSync(join(root, 'estimator.yaml'), stringify(data))
    return () => loadContentFrom(root, publicDir)
  }

  it('reaches the page as its listing', () => {
    loadContentFrom(content, publicDir)
    const listing = contentPage('estimate').listing
    expect(listing?.type === 'estimator' && listing.rates).toEqual(rates)
  })

  it('fails the build with the file and the field of a bad rate', () => {
    const load = withRates((data) => {
      ;(data.currencies?.[1] as { weekRate: number }).weekRate = -5
    })
    expect(load).toThrow(/estimator\.yaml is invalid:\n {2}field "currencies\.1\.weekRate"/)
  })

  it('fails the build when an option id is used twice', () => {
    const load = withRates((data) => {
      ;(data.design?.[1] as { id: string }).id = (data.design?.[0] as { id: string }).id
    })
    expect(load).toThrow(/field "design\.1\.id": the id "ready" is used twice/)
  })

  it("fails the build when a country's currency has no rate", () => {
    const load = withRates((data) => {
      data.currencies = (data.currencies ?? []).filter(
        (entry) => (entry as { code: string }).code !== 'GBP',
      )
    })
    expect(load).toThrow(
      /estimator\.yaml: field "currencies": no weekRate for GBP, the currency of .*countries\/uk\.yaml/,
    )
  })
})
