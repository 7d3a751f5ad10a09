import { describe, expect, it } from 'vitest'
import {
  cvBytesProblem,
  cvMessages,
  cvSignatureLength,
  cvTailLength,
} from '../../../src/forms/cv-rules.ts'
import { docx, pdf, pdfOfSize, truncatedPdf } from '../../support/cv-files.ts'

/** The cheap checks the browser runs before sending, on the bytes it reads from each end. */
const ends = (file: Buffer) =>
  [
    file.subarray(0, cvSignatureLength),
    file.subarray(Math.max(0, file.length - cvTailLength)),
  ] as const

describe('the checks on both ends of a CV', () => {
  it('accepts a PDF with its end-of-file marker, however long the file', () => {
    expect(cvBytesProblem('pdf', ...ends(pdf()))).toBeUndefined()
    expect(cvBytesProblem('pdf', ...ends(pdfOfSize(5 * 1024 * 1024)))).toBeUndefined()
  })

  it('refuses a PDF cut off before its end', () => {
    expect(cvBytesProblem('pdf', ...ends(truncatedPdf()))).toBe(cvMessages.truncated)
  })

  it('refuses a file whose first bytes are not its type’s', () => {
    expect(cvBytesProblem('docx', ...ends(pdf()))).toBe(cvMessages.signature)
    expect(cvBytesProblem('pdf', ...ends(docx()))).toBe(cvMessages.signature)
    expect(cvBytesProblem('docx', ...ends(docx()))).toBeUndefined()
  })
})
