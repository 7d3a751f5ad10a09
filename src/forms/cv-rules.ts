/**
 * The CV: PDF, DOC or DOCX, at most 5 MB. The browser checks its type and the bytes at both ends
 * (cheap, before anything is sent); the API checks the same and then reads the whole file
 * (server/intake/cv-check.ts).
 */
export const cvRules = {
  maxBytes: 5 * 1024 * 1024,
  types: {
    pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
    doc: { mime: 'application/msword', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
    docx: {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      magic: [0x50, 0x4b, 0x03, 0x04],
    },
  },
} as const

export type CvType = keyof typeof cvRules.types

/** The CV's type from its name and declared type; undefined when it is not an accepted format. */
export function cvType(fileName: string, mime: string): CvType | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  const rule = cvRules.types[extension as CvType] as (typeof cvRules.types)[CvType] | undefined
  // Browsers report an empty or generic type for Word files on some systems.
  if (!rule) return undefined
  return mime === rule.mime || mime === '' || mime === 'application/octet-stream'
    ? (extension as CvType)
    : undefined
}

/** How many leading bytes `hasCvSignature` reads: the longest signature. */
export const cvSignatureLength = Math.max(
  ...Object.values(cvRules.types).map((rule) => rule.magic.length),
)

/**
 * Whether the file's first bytes (at least `cvSignatureLength` of them, as the browser and the
 * API both read) are those of its type: a renamed file is refused.
 */
export function hasCvSignature(type: CvType, head: Uint8Array): boolean {
  return cvRules.types[type].magic.every((byte, index) => head[index] === byte)
}

/** How many of the last bytes `cvBytesProblem` reads: a PDF's end-of-file marker is in them. */
export const cvTailLength = 1024

const pdfEnd = [...'%%EOF'].map((char) => char.charCodeAt(0))
const endsLikePdf = (tail: Uint8Array) =>
  tail.some((_, at) => pdfEnd.every((byte, index) => tail[at + index] === byte))

/**
 * What the file's first `cvSignatureLength` and last `cvTailLength` bytes show is wrong, if
 * anything: a renamed file, or a PDF cut off before its end (an interrupted download or export).
 */
export function cvBytesProblem(type: CvType, head: Uint8Array, tail: Uint8Array) {
  if (!hasCvSignature(type, head)) return cvMessages.signature
  if (type === 'pdf' && !endsLikePdf(tail)) return cvMessages.truncated
  return undefined
}

export const cvMessages = {
  missing: 'Attach your CV.',
  type: 'Attach your CV as a PDF, DOC or DOCX file.',
  signature:
    'This file is not a readable PDF, DOC or DOCX document. Export it again and attach it.',
  size: 'Your CV can be at most 5 MB.',
  empty: 'This file is empty.',
  truncated: 'This PDF is incomplete: its end is missing. Export it again and attach it.',
  notWord:
    'This file is not a Word document, though its name says so. Save it again from Word, or attach a PDF.',
  macros:
    'This document contains macros. Save it as a plain Word document (.docx) or a PDF and attach it again.',
  program:
    'This document has a program file inside it. Attach a CV without embedded files, as a PDF or .docx.',
}
