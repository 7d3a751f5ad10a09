import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeJobsDir, xsrf } from './support/app.ts'
import { engine, query } from './support/database.ts'
import { contactBody } from './support/forms.ts'
import { post, runCli, startApi } from './support/process.ts'
import type { RunningApi } from './support/process.ts'
import { parseMail, startSmtp } from './support/smtp.ts'
import type { LocalSmtp } from './support/smtp.ts'

/** A DATA_DIR written by the release before this one (its README says how). */
const fixture = join(import.meta.dirname, 'fixtures', 'release-2026-11')
const contactId = 'aca4da8a-c83a-4102-9f3c-90482266b4ec'
const applicationId = '246acd78-92ed-4a25-87d9-fce7688ce15f'
const cvFile = 'cvs/19706b68-e2c7-4dd7-a043-64809aaa0ea5.pdf'

let dataDir: string
let jobsDir: string
let api: RunningApi | undefined
let smtp: LocalSmtp | undefined
afterEach(async () => {
  api?.child.kill('SIGKILL')
  await smtp?.stop()
  api = smtp = undefined
  await rm(dataDir, { recursive: true, force: true })
  await rm(jobsDir, { recursive: true, force: true })
})

describe.runIf(engine === 'sqlite')('a DATA_DIR of the previous release', () => {
  it('is migrated in place: its leads, CVs, idempotency keys and pending e-mails are kept', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-migrate-'))
    jobsDir = makeJobsDir()
    cpSync(fixture, dataDir, { recursive: true })
    const originalCv = readFileSync(join(dataDir, cvFile))
    smtp = await startSmtp()
    api = await startApi({
      DATA_DIR: dataDir,
      JOBS_DIR: jobsDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_TO: 'sales@example.com',
      OUTBOX_POLL_MS: '25',
    })

    // The CV moved into its lead's row; the file and its folder are gone.
    const [row] = await query<{ cv_content: Buffer; cv_bytes: number }>(
      { dataDir, databaseUrl: undefined },
      `SELECT cv_content, cv_bytes FROM leads WHERE id = '${applicationId}'`,
    )
    expect(row?.cv_content).toEqual(originalCv)
    expect(row?.cv_bytes).toBe(originalCv.length)
    expect(existsSync(join(dataDir, 'cvs'))).toBe(false)
    expect(readdirSync(dataDir)).toContain('leads.sqlite')

    // The sales desk's columns: every old lead starts as New, searchable by its form fields.
    const desk = await query(
      { dataDir, databaseUrl: undefined },
      'SELECT id, status, name, email, topic, landing_page FROM leads ORDER BY created_at',
    )
    expect(desk).toEqual([
      expect.objectContaining({
        id: contactId,
        status: 'new',
        name: 'Asha Mehta',
        landing_page: null,
      }),
      expect.objectContaining({
        id: applicationId,
        status: 'new',
        name: 'Ravi Patel',
        topic: 'senior-react-developer',
      }),
    ])
    expect(desk.every((lead) => lead.email === String(lead.email).toLowerCase())).toBe(true)

    // Which form sent each: the enquiry form or the application form; both English, as every
    // form was then.
    expect(
      await query(
        { dataDir, databaseUrl: undefined },
        'SELECT id, kind, form, language FROM leads ORDER BY created_at',
      ),
    ).toEqual([
      { id: contactId, kind: 'contact', form: 'enquiry', language: 'en' },
      { id: applicationId, kind: 'application', form: 'application', language: 'en' },
    ])

    // The two notifications the old release had queued go out, the CV attached from the database.
    await vi.waitFor(() => expect(smtp?.mails).toHaveLength(2), { timeout: 30_000, interval: 50 })
    const mails = smtp.mails.map((mail) => parseMail(mail.raw))
    const application = mails.find((mail) => mail.text.includes(applicationId))
    expect(application?.attachments).toEqual([
      { filename: 'Ravi Patel CV.pdf', content: originalCv },
    ])
    expect(mails.some((mail) => mail.text.includes(contactId))).toBe(true)

    // A visitor retrying with the key of a lead stored by the old release gets that lead back.
    const retried = await post(api.port, '/api/contact', JSON.stringify(contactBody()), {
      ...xsrf,
      'content-type': 'application/json',
      'idempotency-key': 'release-1-contact',
    }).answer
    expect(retried.status).toBe(201)
    expect(JSON.parse(retried.body)).toEqual({ id: contactId })

    const exported = await runCli(['export'], { DATA_DIR: dataDir })
    expect(exported.code, exported.stderr).toBe(0)
    expect(JSON.parse(exported.stdout)).toEqual([
      expect.objectContaining({ id: contactId, kind: 'contact', name: 'Asha Mehta' }),
      expect.objectContaining({
        id: applicationId,
        kind: 'application',
        cvName: 'Ravi Patel CV.pdf',
        cvBytes: originalCv.length,
        notification: 'sent',
      }),
    ])
  })
})
