import { describe, expect, it } from 'vitest'
import { cvMessages, cvRules } from '../../src/forms/job-application.ts'
import { useApplicationsApi } from './support/applications.ts'
import {
  doc,
  docmRenamed,
  docxWithProgram,
  pdfOfSize,
  programInZip,
  truncatedPdf,
} from '../support/cv-files.ts'
import { applicationFields, multipart, pdf } from './support/forms.ts'

const { state, apply, expectNothingStored } = useApplicationsApi()
const url = '/api/careers/applications'

describe('POST /api/careers/applications: the upload', () => {
  it.each([
    ['no file', [], cvMessages.missing],
    [
      'an empty file',
      [{ name: 'cv.pdf', type: 'application/pdf', content: new Uint8Array() }],
      cvMessages.empty,
    ],
    [
      'a text file',
      [{ name: 'cv.txt', type: 'text/plain', content: Buffer.from('my cv') }],
      cvMessages.type,
    ],
    [
      'a PDF name with an image type',
      [{ name: 'cv.pdf', type: 'image/png', content: pdf() }],
      cvMessages.type,
    ],
    [
      'a text file renamed to .pdf',
      [{ name: 'cv.pdf', type: 'application/pdf', content: Buffer.from('Just text, honestly.') }],
      cvMessages.signature,
    ],
    [
      'a PDF renamed to .docx',
      [{ name: 'cv.docx', type: '', content: pdf() }],
      cvMessages.signature,
    ],
    [
      'a truncated PDF',
      [{ name: 'cv.pdf', type: 'application/pdf', content: truncatedPdf() }],
      cvMessages.truncated,
    ],
    [
      'a ZIP holding a program, renamed to .docx',
      [{ name: 'cv.docx', type: '', content: programInZip() }],
      cvMessages.program,
    ],
    [
      'a document with a program embedded as an object',
      [{ name: 'cv.docx', type: '', content: docxWithProgram() }],
      cvMessages.program,
    ],
    [
      'a macro document (.docm) renamed to .docx',
      [{ name: 'cv.docx', type: '', content: docmRenamed() }],
      cvMessages.macros,
    ],
    [
      'a ZIP signature with no archive behind it, named .docx',
      [
        {
          name: 'cv.docx',
          type: '',
          content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
        },
      ],
      cvMessages.notWord,
    ],
    [
      'an OLE2 signature followed by text, named .doc',
      [
        {
          name: 'cv.doc',
          type: '',
          content: Buffer.concat([doc().subarray(0, 8), Buffer.from('not a compound file')]),
        },
      ],
      cvMessages.notWord,
    ],
    [
      'a second file',
      [
        { name: 'cv.pdf', type: 'application/pdf', content: pdf() },
        { name: 'cv2.pdf', type: 'application/pdf', content: pdf() },
      ],
      'Attach one file only: your CV.',
    ],
  ])('refuses %s with fields.cv', async (_case, files, message) => {
    const response = await apply(applicationFields(), files)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'invalid', fields: { cv: message } })
    await expectNothingStored()
  })

  it('refuses a file in a field the form does not have', async () => {
    const photo = { field: 'photo', name: 'cv.pdf', type: 'application/pdf', content: pdf() }
    const body = await multipart(applicationFields(), [photo])
    const response = await state.api.post(url, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: { photo: 'This field is not part of the form.', cv: cvMessages.missing },
    })
    await expectNothingStored()
  })

  it('reports field and CV problems together', async () => {
    const response = await apply(applicationFields({ name: '' }), [])
    expect(response.json()).toEqual({
      error: 'invalid',
      fields: { name: 'Enter your name.', cv: cvMessages.missing },
    })
  })

  it('answers 413 with fields.cv to a CV over 5 MB', async () => {
    const content = Buffer.concat([pdf(), Buffer.alloc(cvRules.maxBytes)])
    const response = await apply(applicationFields(), [
      { name: 'cv.pdf', type: 'application/pdf', content },
    ])
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({
      error: 'too_large',
      message: cvMessages.size,
      fields: { cv: cvMessages.size },
    })
    await expectNothingStored()
  })

  it('accepts a CV of exactly 5 MB', async () => {
    const content = pdfOfSize(cvRules.maxBytes)
    expect(content.length).toBe(cvRules.maxBytes)
    const response = await apply(applicationFields(), [
      { name: 'cv.pdf', type: 'application/pdf', content },
    ])
    expect(response.statusCode).toBe(201)
  })

  it('answers 413 before reading a request declared larger than ~6 MB', async () => {
    const response = await state.api.post(url, {
      payload: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=abc',
        'content-length': String(7 * 1024 * 1024),
      },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ error: 'too_large', fields: { cv: cvMessages.size } })
  })

  it.each([
    ['JSON', 'application/json', JSON.stringify(applicationFields())],
    ['a URL-encoded form', 'application/x-www-form-urlencoded', 'job=senior-react-developer'],
  ])('answers 415 to %s', async (_case, type, payload) => {
    const response = await state.api.post(url, { payload, headers: { 'content-type': type } })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: expect.any(String),
    })
    await expectNothingStored()
  })

  it('answers 400, not 500, to a broken multipart body', async () => {
    const response = await state.api.post(url, {
      payload: '--abc\r\nContent-Disposition: form-data; name="job"\r\n\r\nsenior',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'invalid',
      fields: { form: expect.any(String) },
    })
    const noBoundary = await state.api.post(url, {
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    })
    expect(noBoundary.statusCode).toBe(400)
    await expectNothingStored()
  })

  it('refuses a repeated text field', async () => {
    const body = await multipart({ ...applicationFields() })
    const twice = body.payload
      .toString('latin1')
      .replace(
        'name="name"',
        'name="name"\r\n\r\nMallory\r\n--' +
          body.headers['content-type'].split('boundary=')[1] +
          '\r\nContent-Disposition: form-data; name="name"',
      )
    const response = await state.api.post(url, {
      payload: Buffer.from(twice, 'latin1'),
      headers: body.headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'invalid', fields: { name: 'Send this field once.' } })
  })
})
