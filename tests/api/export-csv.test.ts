import { describe, expect, it } from 'vitest'
import { labelsOf } from '../../server/delivery/labels.ts'
import { toCsv as csvOf, type ExportedLead } from '../../server/desk/export.ts'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import type { Estimate } from '../../src/estimate/compute.ts'
import { parseCsv } from './support/csv.ts'

const labels = labelsOf(new Map([['devops-engineer', 'DevOps Engineer']]))
const toCsv = (leads: ExportedLead[]) => csvOf(leads, labels)

const lead = (fields: Record<string, unknown>): ExportedLead => ({
  id: 'a3a1f0de-0000-4000-8000-000000000001',
  kind: 'contact',
  createdAt: '2026-11-23T08:00:00.000Z',
  language: 'en',
  notification: 'sent',
  notificationAttempts: 1,
  notificationSentAt: '2026-11-23T08:00:01.000Z',
  notificationError: null,
  ...fields,
})

/** The file as a spreadsheet opens it: UTF-8 bytes, the byte-order mark telling it so. */
function open(csv: string) {
  const bytes = Buffer.from(csv, 'utf8')
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header = [], ...rows] = parseCsv(bytes.subarray(3).toString('utf8'))
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])))
}

describe('the CSV export', () => {
  it('round-trips the names of our markets through UTF-8 with a byte-order mark', () => {
    const names = ['محمد الفارسي', 'अनन्या शर्मा', '김민준', 'Zoë Ørsted']
    const rows = open(toCsv(names.map((name) => lead({ name, company: `${name} & Co` }))))
    expect(rows.map((row) => row.name)).toEqual(names)
    expect(rows.map((row) => row.company)).toEqual(names.map((name) => `${name} & Co`))
  })

  it.each([
    ['=', '=HYPERLINK("https://evil.example","Click")'],
    ['+', '+91 98765 43210'],
    ['-', "-2+3+cmd|' /C calc'!A0"],
    ['@', "@SUM(1+1)*cmd|' /C calc'!A0"],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a full-width =', '＝1+1'],
    ['a full-width +', '＋1+1'],
    ['a full-width -', '－1+1'],
    ['a full-width @', '＠SUM(1)'],
  ])('keeps text starting with %s from running as a formula', (_case, message) => {
    const [row] = open(toCsv([lead({ message })]))
    expect(row?.message).toBe(`'${message}`)
  })

  it('leaves ordinary text and numbers as they are', () => {
    const [row] = open(toCsv([lead({ message: 'A portal for 40 dealers - soon' })]))
    expect(row).toMatchObject({ message: 'A portal for 40 dealers - soon' })
    expect(row?.notificationAttempts).toBe('1')
  })

  it('names the service, budget and job as the site does, and keeps a slug it has no name for', () => {
    const rows = open(
      toCsv([
        lead({ interest: 'erp-solutions', budget: 'not-sure' }),
        lead({ kind: 'application', job: 'devops-engineer' }),
        lead({ kind: 'application', job: 'a-role-since-removed' }),
      ]),
    )
    expect(rows[0]).toMatchObject({ interest: 'ERP Solutions', budget: 'Not sure yet' })
    expect(rows.map((row) => row.job)).toEqual(['', 'DevOps Engineer', 'a-role-since-removed'])
  })

  it('names the language beside its code, after the time received, and keeps a code it has no name for', () => {
    const csv = toCsv([
      lead({ language: 'ar' }),
      lead({ language: 'ko' }),
      lead({ language: 'de' }),
    ])
    expect(csv.startsWith('\uFEFFid,kind,createdAt,language,')).toBe(true)
    expect(open(csv).map((row) => row.language)).toEqual(['Arabic (ar)', 'Korean (ko)', 'de'])
  })

  it("names an estimate request's answers, lists in one cell and the estimate in one line", () => {
    const estimate: Estimate = {
      weeks: { min: 8, max: 12 },
      cost: { min: 48_000, max: 72_000, currency: 'GBP' },
      team: 2,
      assumptions: ['A team of 2 working in parallel, at GBP 1,900 per person-week.'],
    }
    const request = lead({
      kind: 'estimate',
      project: 'website',
      platforms: ['web', 'ios'],
      features: [],
      currency: 'GBP',
      estimate,
    })
    const rates = readEstimatorRates('src/content/estimator.yaml')
    const [named] = open(csvOf([request], labelsOf(new Map(), rates)))
    expect(named).toMatchObject({
      kind: 'estimate',
      project: 'A company website',
      platforms: 'Web browsers, iPhone and iPad',
      features: 'none',
      currency: 'GBP',
      estimate: '8–12 weeks, GBP 48,000–72,000',
    })
    // Without the rates (the CLI when the file cannot be read): the ids, still one per cell.
    const [plain] = open(toCsv([request]))
    expect(plain).toMatchObject({ project: 'website', platforms: 'web, ios' })
    expect(plain?.estimate).toBe('8–12 weeks, GBP 48,000–72,000')
  })
})
