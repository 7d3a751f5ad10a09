/** The CV: PDF, DOC or DOCX, at most 5 MB, checked by type and by the file's first bytes. */
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

export const cvMessages = {
  missing: 'Attach your CV.',
  type: 'Attach your CV as a PDF, DOC or DOCX file.',
  signature:
    'This file is not a readable PDF, DOC or DOCX document. Export it again and attach it.',
  size: 'Your CV can be at most 5 MB.',
  empty: 'This file is empty.',
}
