import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cvRules } from '../../src/forms/job-application.ts'
import { closedJob, draftJob, query, storedCounts } from './support/app.ts'
import { useApplicationsApi } from './support/applications.ts'
import { doc } from '../support/cv-files.ts'
import { applicationFields, docx, pdf } from './support/forms.ts'

const { state, apply, cvFiles, expectNothingStored } = useApplicationsApi()

describe('POST /api/careers/applications', () => {
  it.each([
    ['a PDF', { name: 'Ravi Patel CV.pdf', type: 'application/pdf', content: pdf() }, 'pdf'],
    [
      'a DOCX',
      {
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: docx(),
      },
      'docx',
    ],
    [
      'a DOCX with a generic type',
      { name: 'cv.DOCX', type: 'application/octet-stream', content: docx() },
      'docx',
    ],
    ['a DOC', { name: 'cv.doc', type: 'application/msword', content: doc() }, 'doc'],
  ])('stores %s under DATA_DIR with a random name', async (_case, file, extension) => {
    const response = await apply(applicationFields(), [file])
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()

    const [row] = query(state.api.dataDir, `SELECT * FROM leads WHERE id = '${id}'`)
    expect(row).toMatchObject({
      kind: 'application',
      cv_name: file.name,
      cv_bytes: file.content.length,
    })
    expect(row?.cv_type).toBe(cvRules.types[extension as 'pdf' | 'docx' | 'doc'].mime)
    const stored = String(row?.cv_file)
    expect(stored).toMatch(new RegExp(`^cvs/[0-9a-f-]{36}\\.${extension}$`))
    expect(stored).not.toContain('Ravi')
    expect(cvFiles()).toEqual([stored.slice('cvs/'.length)])
    const onDisk = join(state.api.dataDir, stored)
    expect(readFileSync(onDisk)).toEqual(Buffer.from(file.content))
    // Outside the web roots nginx serves (dist/, public/ of this repository).
    for (const webRoot of ['dist', 'public']) {
      expect(relative(join(process.cwd(), webRoot), onDisk).startsWith(`..${sep}`)).toBe(true)
    }
    expect(JSON.parse(String(row?.data))).toEqual({
      job: 'senior-react-developer',
      name: 'Ravi Patel',
      email: 'ravi@example.net',
      phone: '+91 90000 11111',
      profileUrl: 'https://www.linkedin.com/in/ravi-example',
      coverNote: 'Eight years of React, five of them leading teams.',
      consent: true,
      startedAt: expect.any(Number),
    })
  })

  it('accepts the consent checkbox as a browser sends it ("on")', async () => {
    expect((await apply(applicationFields({ consent: 'on' }))).statusCode).toBe(201)
  })

  it.each([
    ['job', { job: 'Senior React!' }, 'Choose an open position.'],
    ['job', { job: 'cobol-developer' }, 'This position is no longer open.'],
    ['job', { job: draftJob }, 'This position is no longer open.'],
    ['job', { job: closedJob }, 'This position is no longer open.'],
    ['name', { name: '' }, 'Enter your name.'],
    ['email', { email: 'ravi at example.net' }, 'Enter an e-mail address like name@company.com.'],
    ['phone', { phone: '' }, 'Enter the number with its country code, e.g. +44 20 7946 0958.'],
    [
      'profileUrl',
      { profileUrl: 'http://example.net/me' },
      'Enter a full https:// link to your LinkedIn profile or portfolio.',
    ],
    ['coverNote', { coverNote: 'Hire me.' }, 'Your cover note needs at least 20 characters.'],
    [
      'coverNote',
      { coverNote: 'x'.repeat(3001) },
      'Your cover note can have at most 3000 characters.',
    ],
    ['consent', { consent: 'false' }, 'Tick the box to let us use your details to reply.'],
    ['consent', { consent: undefined }, 'Tick the box to let us use your details to reply.'],
    ['startedAt', { startedAt: 'soon' }, 'This value is not valid.'],
    ['startedAt', { startedAt: undefined }, 'This field is required.'],
    ['salary', { salary: '100' }, 'This field is not part of the form.'],
  ])(
    'refuses an invalid %s with its message and stores nothing',
    async (field, change, message) => {
      const response = await apply(applicationFields(change))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'invalid', fields: { [field]: message } })
      expectNothingStored()
    },
  )

  it('stores nothing for a bot that fills the honeypot, yet answers 201', async () => {
    const response = await apply(applicationFields({ website: 'http://spam.example' }))
    expect(response.statusCode).toBe(201)
    expectNothingStored()
  })

  it('refuses an application sent within the minimum fill time', async () => {
    const response = await apply(applicationFields({ startedAt: String(Date.now() - 1000) }))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ fields: { form: string } }>().fields.form).toMatch(
      /quicker than a person/,
    )
    expectNothingStored()
  })

  it('stores a retried application and its CV once', async () => {
    const headers = { 'idempotency-key': 'application-retry-1' }
    const first = await apply(applicationFields(), undefined, headers)
    const again = await apply(applicationFields(), undefined, headers)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(storedCounts(state.api.dataDir).leads).toBe(1)
    expect(cvFiles()).toHaveLength(1)
  })

  it('deletes the CV when the lead cannot be stored', async () => {
    // An operator-side failure (disk, schema) while the CV is already on disk.
    const db = new Database(join(state.api.dataDir, 'leads.sqlite'))
    db.exec(
      `CREATE TRIGGER refuse BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    )
    db.close()
    const response = await apply()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'internal', message: expect.any(String) })
    expectNothingStored()
  })
})
