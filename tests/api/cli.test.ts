import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEstimatorRates } from '../../server/intake/content-files.ts'
import { computeEstimate, describeEstimate } from '../../src/estimate/compute.ts'
import { startApp } from './support/app.ts'
import { engine } from './support/database.ts'
import type { TestApp } from './support/app.ts'
import { parseCsv } from './support/csv.ts'
import { applicationFields, contactBody, estimateBody, multipart, pdf } from './support/forms.ts'
import { root, runCli } from './support/process.ts'

let api: TestApp
let contactId: string
let applicationId: string
let estimateId: string
const estimate = computeEstimate(estimateBody(), readEstimatorRates('src/content/estimator.yaml'))
const message = '=HYPERLINK("http://x.example") — please call, "soon"\nSecond line.'

beforeAll(async () => {
  api = await startApp()
  const contact = await api.post('/api/contact', {
    payload: JSON.stringify(contactBody({ message, company: 'Mehta, Sons & Co' })),
    headers: { 'content-type': 'application/json' },
  })
  contactId = contact.json<{ id: string }>().id
  const body = await multipart(applicationFields(), [
    { name: 'Ravi CV.pdf', type: 'application/pdf', content: pdf() },
  ])
  applicationId = (await api.post('/api/careers/applications', body)).json<{ id: string }>().id
  const request = await api.post('/api/estimate', {
    payload: JSON.stringify(estimateBody()),
    headers: { 'content-type': 'application/json' },
  })
  estimateId = request.json<{ id: string }>().id
  // Stop the API: the CLI must work on its own, from DATA_DIR or DATABASE_URL alone.
  await api.app.close()
})
afterAll(async () => {
  await api.close()
})

const leads = (args: string[]) => runCli(['export', ...args], api.env)

describe('npm run leads -- export', () => {
  it.each(['csv', 'json'])(
    "README's command (npm run --silent leads -- export --format %s) prints the export alone",
    async (format) => {
      const command = spawnSync(
        'npm',
        ['run', '--silent', 'leads', '--', 'export', '--format', format],
        {
          cwd: root,
          env: { ...process.env, ...api.env },
          encoding: 'utf8',
        },
      )
      expect(command.status, command.stderr).toBe(0)
      const direct = await leads(['--format', format])
      expect(command.stdout).toBe(direct.stdout)
      expect(command.stdout.split('\n')[0]).toMatch(format === 'csv' ? /^\uFEFFid,kind,/ : /^\[$/)
    },
  )

  it('prints every lead as JSON', async () => {
    const result = await leads(['--format', 'json'])
    expect(result.code, result.stderr).toBe(0)
    const exported = JSON.parse(result.stdout) as Record<string, unknown>[]
    expect(exported).toEqual([
      {
        id: contactId,
        kind: 'contact',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // Its code; the CSV names it.
        language: 'en',
        ...contactBody({
          message,
          company: 'Mehta, Sons & Co',
          website: undefined,
          startedAt: expect.any(Number),
        }),
        notification: 'off',
        notificationAttempts: 0,
        notificationSentAt: null,
        notificationError: null,
        // The sales desk's columns; the form sent no attribution.
        status: 'new',
        owner: null,
        note: '',
        landingPage: null,
        sourcePage: null,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
      expect.objectContaining({
        id: applicationId,
        kind: 'application',
        job: 'senior-react-developer',
        name: 'Ravi Patel',
        keepCv: false,
        cvName: 'Ravi CV.pdf',
        cvType: 'application/pdf',
        cvBytes: pdf().length,
        notification: 'off',
      }),
      // The answers as option ids, the estimate with its figures.
      expect.objectContaining({
        id: estimateId,
        kind: 'estimate',
        project: 'web-application',
        platforms: ['web', 'android'],
        features: ['accounts', 'dashboards'],
        currency: 'GBP',
        name: 'Asha Mehta',
        estimate,
      }),
    ])
    expect(exported[0]).not.toHaveProperty('website')
    expect(exported[1]).not.toHaveProperty('cvFile')
  })

  it('writes the CVs from the database into an empty folder with --cvs, named in cvFile', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'api-cvs-')), 'cvs')
    const result = await leads(['--cvs', folder])
    expect(result.code, result.stderr).toBe(0)
    const exported = JSON.parse(result.stdout) as { id: string; cvFile?: string }[]
    const cvFile = join(folder, `${applicationId}.pdf`)
    expect(exported.find((lead) => lead.id === applicationId)?.cvFile).toBe(cvFile)
    expect(exported.find((lead) => lead.id === contactId)).not.toHaveProperty('cvFile')
    expect(readdirSync(folder)).toEqual([`${applicationId}.pdf`])
    expect(readFileSync(cvFile)).toEqual(pdf())

    const again = await leads(['--cvs', folder])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/is not empty/)
    await rm(dirname(folder), { recursive: true, force: true })
  })

  it('prints CSV with a header row, quoting as RFC 4180 says', async () => {
    const result = await leads(['--format', 'csv'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(result.stdout.slice(1))
    expect(rows).toHaveLength(3)
    const records = rows.map((row) =>
      Object.fromEntries((header ?? []).map((name, i) => [name, row[i]])),
    )
    expect(records[0]).toMatchObject({
      id: contactId,
      kind: 'contact',
      company: 'Mehta, Sons & Co',
      // A leading "=" would run as a formula in a spreadsheet; "+" too (the phone number).
      message: `'${message}`,
      phone: "'+91 98765 43210",
      cvFile: '',
      notification: 'off',
    })
    expect(records[1]).toMatchObject({
      id: applicationId,
      kind: 'application',
      job: 'Senior React Developer',
      cvName: 'Ravi CV.pdf',
      cvBytes: String(pdf().length),
    })
    // The estimator's answers by their labels, lists in one cell, the estimate in one line.
    expect(records[2]).toMatchObject({
      id: estimateId,
      kind: 'estimate',
      project: 'A web application',
      platforms: 'Web browsers, Android',
      features: 'Sign-in, roles and permissions, Dashboards and reports',
      integrations: 'One or two systems',
      currency: 'GBP',
      estimate: describeEstimate(estimate),
      job: '',
      interest: '',
    })
  })

  it.each([
    [['--format', 'xml'], /Unknown format: xml/],
    [['--format'], /argument missing|requires|format/i],
    [['--frmat', 'json'], /Unknown option/],
  ])('refuses %j with exit code 1', async (args, message) => {
    const result = await leads(args)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(message)
    expect(result.stdout).toBe('')
  })

  it.runIf(engine === 'postgres')(
    'names DATABASE_URL, not its password, when the database cannot be used',
    async () => {
      const url = new URL(api.databaseUrl ?? '')
      url.password = 'secret-password'
      url.pathname = '/no_such_database'
      const missing = await runCli(['export'], { DATABASE_URL: url.toString() })
      expect(missing.code).toBe(1)
      expect(missing.stderr).toMatch(/^DATABASE_URL: .*no_such_database/)
      expect(missing.stderr).not.toContain('secret-password')
    },
  )

  it('refuses an unknown command and a missing database', async () => {
    const unknown = await runCli(['import'], api.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/Unknown command: import/)
    const empty = mkdtempSync(join(tmpdir(), 'api-empty-'))
    const missing = await runCli(['export'], { DATA_DIR: join(empty, 'typo') })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/No lead database/)
    await rm(empty, { recursive: true, force: true })
  })
})

describe('npm run leads -- backup', () => {
  it.runIf(engine === 'postgres')('prints the pg_dump command for PostgreSQL', async () => {
    const target = join(tmpdir(), 'leads-backup-folder')
    const made = await runCli(['backup', target], api.env)
    expect(made.code).toBe(1)
    expect(made.stderr).toContain(
      `pg_dump --format=custom --file=${join(target, 'leads.dump')} "$DATABASE_URL"`,
    )
    expect(made.stderr).not.toContain(api.databaseUrl)
  })

  it.runIf(engine === 'sqlite')(
    'copies the database, CVs included, into an empty folder; the copy exports the same leads and CVs',
    async () => {
      const target = join(mkdtempSync(join(tmpdir(), 'api-backup-')), 'backup')
      const made = await runCli(['backup', target], api.env)
      expect(made.code, made.stderr).toBe(0)
      expect(readdirSync(target)).toEqual(['leads.sqlite'])
      const original = JSON.parse((await leads([])).stdout) as { id: string }[]
      const cvs = join(dirname(target), 'cvs')
      const copy = await runCli(['export', '--cvs', cvs], { DATA_DIR: target })
      const copied = JSON.parse(copy.stdout) as { id: string; cvFile?: string }[]
      expect(copied.map(({ cvFile: _, ...lead }) => lead)).toEqual(original)
      expect(readFileSync(join(cvs, `${applicationId}.pdf`))).toEqual(pdf())

      const again = await runCli(['backup', target], api.env)
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/is not empty/)
      await rm(dirname(target), { recursive: true, force: true })
    },
  )
})
