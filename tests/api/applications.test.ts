import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cvRules } from '../../src/forms/job-application.ts'
import { closedJob, draftJob, query, storedCounts } from './support/app.ts'
import { refuseLeadInserts } from './support/database.ts'
import { useApplicationsApi } from './support/applications.ts'
import { doc } from '../support/cv-files.ts'
import { applicationFields, docx, pdf } from './support/forms.ts'

const { state, apply, expectNothingStored } = useApplicationsApi()

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
  ])('stores %s in the database with its application', async (_case, file, extension) => {
    const response = await apply(applicationFields(), [file])
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()

    const [row] = await query(state.api, `SELECT * FROM leads WHERE id = '${id}'`)
    expect(row).toMatchObject({
      kind: 'application',
      cv_name: file.name,
      cv_bytes: file.content.length,
      cv_file: null,
    })
    expect(row?.cv_type).toBe(cvRules.types[extension as 'pdf' | 'docx' | 'doc'].mime)
    // The same bytes, in the same row: committed together, never one without the other.
    expect(Buffer.from(row?.cv_content as Uint8Array)).toEqual(Buffer.from(file.content))
    // Nothing on disk, so nothing a web server could ever serve.
    expect(existsSync(join(state.api.dataDir, 'cvs'))).toBe(false)
    expect(JSON.parse(String(row?.data))).toEqual({
      job: 'senior-react-developer',
      name: 'Ravi Patel',
      email: 'ravi@example.net',
      phone: '+91 90000 11111',
      profileUrl: 'https://www.linkedin.com/in/ravi-example',
      coverNote: 'Eight years of React, five of them leading teams.',
      keepCv: false,
      startedAt: expect.any(Number),
    })
    expect(row?.keep_cv).toBe(0)
  })

  it('stores "Keep my CV for future openings" as a browser sends the ticked box ("on")', async () => {
    const response = await apply(applicationFields({ keepCv: 'on' }))
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    const [row] = await query(state.api, `SELECT data, keep_cv FROM leads WHERE id = '${id}'`)
    expect(JSON.parse(String(row?.data))).toMatchObject({ keepCv: true })
    expect(row?.keep_cv).toBe(1)
  })

  it("accepts the retired consent tick from a page opened before the deploy, and doesn't store it", async () => {
    const response = await apply(applicationFields({ consent: 'on' }))
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    const [row] = await query(state.api, `SELECT data, keep_cv FROM leads WHERE id = '${id}'`)
    expect(JSON.parse(String(row?.data))).not.toHaveProperty('consent')
    expect(row?.keep_cv).toBe(0)
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
    ['startedAt', { startedAt: 'soon' }, 'This value is not valid.'],
    ['startedAt', { startedAt: undefined }, 'This field is required.'],
    ['salary', { salary: '100' }, 'This field is not part of the form.'],
    ['language', { language: 'arabic' }, 'language must be one of en, ko, ar, fr.'],
  ])(
    'refuses an invalid %s with its message and stores nothing',
    async (field, change, message) => {
      const response = await apply(applicationFields(change))
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'invalid', fields: { [field]: message } })
      await expectNothingStored()
    },
  )

  it('stores the language the form names beside the fields, English when it names none', async () => {
    const arabic = await apply(applicationFields({ language: 'ar' }))
    const older = await apply(applicationFields())
    const languageOf = async (response: typeof arabic) => {
      const { id } = response.json<{ id: string }>()
      const [row] = await query(state.api, `SELECT language, data FROM leads WHERE id = '${id}'`)
      expect(JSON.parse(String(row?.data))).not.toHaveProperty('language')
      return row?.language
    }
    expect([await languageOf(arabic), await languageOf(older)]).toEqual(['ar', 'en'])
  })

  it('stores nothing for a bot that fills the honeypot, yet answers 201', async () => {
    const response = await apply(applicationFields({ website: 'http://spam.example' }))
    expect(response.statusCode).toBe(201)
    await expectNothingStored()
  })

  it('refuses an application sent within the minimum fill time', async () => {
    const response = await apply(applicationFields({ startedAt: String(Date.now() - 1000) }))
    expect(response.statusCode).toBe(400)
    expect(response.json<{ fields: { form: string } }>().fields.form).toMatch(
      /quicker than a person/,
    )
    await expectNothingStored()
  })

  it('stores a retried application and its CV once', async () => {
    const headers = { 'idempotency-key': 'application-retry-1' }
    const first = await apply(applicationFields(), undefined, headers)
    const again = await apply(applicationFields(), undefined, headers)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect((await storedCounts(state.api)).leads).toBe(1)
    const cvs = await query(state.api, 'SELECT id FROM leads WHERE cv_content IS NOT NULL')
    expect(cvs).toHaveLength(1)
  })

  it('refuses the same Idempotency-Key with another CV (422), and stores one of two identical requests at once', async () => {
    const headers = { 'idempotency-key': 'application-reused-1' }
    const first = await apply(applicationFields(), undefined, headers)
    const otherCv = [{ name: 'cv.docx', type: '', content: docx() }]
    const changed = await apply(applicationFields(), otherCv, headers)
    expect([first.statusCode, changed.statusCode]).toEqual([201, 422])
    expect(changed.json()).toMatchObject({ error: 'idempotency_key_reused' })
    expect((await storedCounts(state.api)).leads).toBe(1)

    const together = { 'idempotency-key': 'application-simultaneous-1' }
    const answers = await Promise.all([
      apply(applicationFields(), undefined, together),
      apply(applicationFields(), undefined, together),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201])
    expect(answers[1]?.json()).toEqual(answers[0]?.json())
    expect((await storedCounts(state.api)).leads).toBe(2)
  })

  it('stores neither the lead nor its CV when the lead cannot be stored', async () => {
    // An operator-side failure (disk, schema) while the application is being stored.
    await refuseLeadInserts(state.api)
    const response = await apply()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'internal', message: expect.any(String) })
    await expectNothingStored()
  })
})
