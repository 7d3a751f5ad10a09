import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { jobTitles, labelsOf, readLabels } from '../../../server/delivery/labels.ts'
import { readEstimatorRates } from '../../../server/intake/content-files.ts'
import { titleOf } from '../../../src/content/publication.ts'

const careers = mkdtempSync(join(tmpdir(), 'labels-jobs-'))
writeFileSync(join(careers, 'devops-engineer.md'), '---\ntitle: DevOps Engineer\n---\nBody\n')
writeFileSync(
  join(careers, 'closed-role.md'),
  "---\ntitle: 'QA Lead (Mobile)'\nvalidThrough: 2020-01-31\n---\n",
)
writeFileSync(join(careers, '_draft-role.md'), '---\ntitle: Draft Role\n---\n')
writeFileSync(join(careers, 'untitled.md'), '---\ndescription: no title\n---\n')
writeFileSync(join(careers, 'notes.txt'), 'title: Not a job')
afterAll(() => rmSync(careers, { recursive: true, force: true }))

describe('titleOf', () => {
  it.each([
    ['title: DevOps Engineer', 'DevOps Engineer'],
    ['title:   UI/UX Designer  ', 'UI/UX Designer'],
    ["title: 'It''s a role'", "It's a role"],
    ['title: "Senior .NET Engineer"', 'Senior .NET Engineer'],
  ])('reads %j', (line, title) => {
    expect(titleOf(`---\n${line}\ndate: 2026-11-01\n---\n# Heading\n`)).toBe(title)
  })

  it.each([
    ['no front matter', '# DevOps Engineer\n'],
    ['no title', '---\ndescription: x\n---\n'],
    ['an empty title', '---\ntitle:\n---\n'],
    ['a folded title', '---\ntitle: >\n  DevOps\n---\n'],
    ['an escape in double quotes', '---\ntitle: "Dev\\tOps"\n---\n'],
    ['a title only in the body', '---\ndate: 2026-11-01\n---\ntitle: Body\n'],
  ])('gives up on %s, so the slug is shown', (_case, markdown) => {
    expect(titleOf(markdown)).toBeUndefined()
  })
})

describe('labels', () => {
  it("reads every job's title, closed ones included, and skips drafts, untitled files and other files", async () => {
    expect(await jobTitles(careers)).toEqual(
      new Map([
        ['devops-engineer', 'DevOps Engineer'],
        ['closed-role', 'QA Lead (Mobile)'],
      ]),
    )
  })

  it('names services, budgets and jobs as the site does, and keeps what it has no name for', async () => {
    const labels = await readLabels(careers)
    expect(labels.field('interest', 'erp-solutions')).toBe('ERP Solutions')
    expect(labels.field('interest', 'hire-developers')).toBe('Hiring developers')
    expect(labels.field('budget', '10k-25k')).toBe('USD 10,000–25,000')
    expect(labels.field('job', 'closed-role')).toBe('QA Lead (Mobile)')
    expect(labels.field('job', 'untitled')).toBe('untitled')
    expect(labels.field('interest', 'a-retired-service')).toBe('a-retired-service')
    expect(labels.field('consent', true)).toBe('yes')
    expect(labels.field('startedAt', Date.UTC(2026, 10, 24, 9))).toBe('2026-11-24T09:00:00.000Z')
    expect(labels.topic('contact', 'erp-solutions')).toBe('ERP Solutions')
    expect(labels.topic('application', 'devops-engineer')).toBe('DevOps Engineer')
  })

  it("names an estimate request's answers by the estimator's options, lists joined", async () => {
    const labels = labelsOf(new Map(), readEstimatorRates('src/content/estimator.yaml'))
    expect(labels.field('project', 'business-software')).toBe('Business software (ERP, CRM)')
    expect(labels.field('platforms', ['web', 'desktop'])).toBe(
      'Web browsers, Desktop (Windows, macOS)',
    )
    expect(labels.field('features', [])).toBe('none')
    expect(labels.field('engagement', 'dedicated-team')).toBe('A dedicated team')
    // An option since removed from the rates reads as it was stored; the currency as its code.
    expect(labels.field('features', ['search', 'holograms'])).toBe('Search and filters, holograms')
    expect(labels.field('currency', 'GBP')).toBe('GBP')
    expect(
      labels.field('estimate', {
        weeks: { min: 6, max: 6 },
        cost: { min: 30_000, max: 36_000, currency: 'EUR' },
        team: 2,
        assumptions: [],
      }),
    ).toBe('6 weeks, EUR 30,000–36,000')
    // The same names only for the estimator's own questions.
    expect(labels.option('interest', 'website')).toBeUndefined()
  })

  it('shows slugs, not an error, when the careers folder cannot be read', async () => {
    const labels = await readLabels(join(careers, 'missing'))
    expect(labels.topic('application', 'devops-engineer')).toBe('devops-engineer')
    expect(labelsOf(new Map()).topic('contact', 'erp-solutions')).toBe('ERP Solutions')
  })
})
