import { describe, expect, it } from 'vitest'
import { attachmentDisposition, safeContentType } from '../../../server/shared/attachment.ts'

describe('attachmentDisposition', () => {
  it.each([
    ['cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    [
      'Rávi "CV".pdf',
      `attachment; filename="R_vi _CV_.pdf"; filename*=UTF-8''R%C3%A1vi%20%22CV%22.pdf`,
    ],
    [
      '..\\..\\etc/passwd\r\nSet-Cookie: x=1',
      `attachment; filename=".._.._etc_passwd__Set-Cookie: x=1"; filename*=UTF-8''.._.._etc_passwd__Set-Cookie%3A%20x%3D1`,
    ],
    [
      '김민준 이력서.docx',
      `attachment; filename="___ ___.docx"; filename*=UTF-8''%EA%B9%80%EB%AF%BC%EC%A4%80%20%EC%9D%B4%EB%A0%A5%EC%84%9C.docx`,
    ],
    ['\u202e', `attachment; filename="_"; filename*=UTF-8''_`],
    ['   ', `attachment; filename="download"; filename*=UTF-8''download`],
  ])('names %j safely', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header)
  })
})

describe('safeContentType', () => {
  it.each([
    ['application/pdf', 'application/pdf'],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['text/html; charset=utf-8', 'application/octet-stream'],
    [null, 'application/octet-stream'],
  ])('%s → %s', (type, expected) => {
    expect(safeContentType(type)).toBe(expected)
  })
})
