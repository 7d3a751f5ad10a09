import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { jobTitles, labelsOf, readLabels } from '../../../server/delivery/labels.ts'
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

  it('shows slugs, not an error, when the careers folder cannot be read', async () => {
    const labels = await readLabels(join(careers, 'missing'))
    expect(labels.topic('application', 'devops-engineer')).toBe('devops-engineer')
    expect(labelsOf(new Map()).topic('contact', 'erp-solutions')).toBe('ERP Solutions')
  })
})
