import { unzipSync } from 'fflate'
import { fileTypeFromBuffer } from 'file-type'
import {
  cvBytesProblem,
  cvMessages,
  cvSignatureLength,
  cvTailLength,
  cvType,
  type CvType,
} from '../../src/forms/cv-rules.ts'
import type { ReceivedCv } from './application-form.ts'

export type CvCheck = { ok: true; type: CvType } | { ok: false; message: string }

/**
 * The CV's type once its name, declared type and content agree; otherwise the message. First the
 * checks the browser also runs (src/forms/cv-rules.ts), then the whole file: a renamed text,
 * archive or program, a macro document or one carrying a program must not reach HR's inbox.
 */
export async function checkCv(cv: ReceivedCv | undefined): Promise<CvCheck> {
  if (!cv) return { ok: false, message: cvMessages.missing }
  const { content } = cv
  if (content.length === 0) return { ok: false, message: cvMessages.empty }
  const type = cvType(cv.name, cv.mime)
  if (!type) return { ok: false, message: cvMessages.type }
  const head = content.subarray(0, cvSignatureLength)
  const tail = content.subarray(Math.max(0, content.length - cvTailLength))
  const problem = cvBytesProblem(type, head, tail) ?? (await contentProblem(type, content))
  return problem ? { ok: false, message: problem } : { ok: true, type }
}

async function contentProblem(type: CvType, content: Buffer): Promise<string | undefined> {
  const detected = (await fileTypeFromBuffer(content))?.ext
  switch (type) {
    case 'pdf':
      return detected === 'pdf' ? undefined : cvMessages.signature
    case 'doc':
      // Word 97–2003 documents are OLE2 compound files.
      return detected === 'cfb' && isCompoundFile(content) ? undefined : cvMessages.notWord
    case 'docx':
      return packageProblem(content) ?? (detected === 'docx' ? undefined : cvMessages.notWord)
  }
}

/**
 * Whether the OLE2 header after the signature is one Word writes: version 3 with 512-byte
 * sectors or version 4 with 4096-byte ones, little-endian, 64-byte mini sectors, and at least
 * one sector after the header.
 */
function isCompoundFile(content: Buffer): boolean {
  if (content.length < 1024) return false
  const major = content.readUInt16LE(26)
  const sectorShift = content.readUInt16LE(30)
  return (
    content.readUInt16LE(28) === 0xfffe &&
    ((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12)) &&
    content.readUInt16LE(32) === 6
  )
}

/** Extensions of files that run when opened. */
const programName =
  /\.(exe|dll|com|scr|pif|msi|msp|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|lnk|sh|app)$/i
/** Parts of a Word package that are text, checked by name only. */
const textPart = /(\.xml|\.rels)$/i
/** Uncompressed size beyond which a 5 MB package is not a CV but an archive bomb. */
const maxUnpackedBytes = 100 * 1024 * 1024

const startsWith = (data: Uint8Array, ...bytes: number[]) =>
  bytes.every((byte, index) => data[index] === byte)
const dosStub = Buffer.from('This program cannot be run in DOS mode')

/** A Windows, Linux or macOS program, on its own or wrapped in an embedded OLE object. */
function isProgram(data: Uint8Array): boolean {
  return (
    startsWith(data, 0x4d, 0x5a) ||
    startsWith(data, 0x7f, 0x45, 0x4c, 0x46) ||
    startsWith(data, 0xcf, 0xfa, 0xed, 0xfe) ||
    startsWith(data, 0xca, 0xfe, 0xba, 0xbe) ||
    Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(dosStub)
  )
}

/**
 * An OOXML word-processing package: a ZIP holding `[Content_Types].xml` and
 * `word/document.xml`, with no macro project (`vbaProject.bin`) and no program, named as one or
 * embedded as an object.
 */
function packageProblem(content: Buffer): string | undefined {
  const names: string[] = []
  let unpacked = 0
  let tooLarge = false
  let parts: Record<string, Uint8Array>
  try {
    parts = unzipSync(content, {
      filter: (file) => {
        names.push(file.name)
        unpacked += file.originalSize
        if (unpacked > maxUnpackedBytes) tooLarge = true
        return !tooLarge && !textPart.test(file.name)
      },
    })
  } catch {
    return cvMessages.notWord
  }
  if (tooLarge) return cvMessages.notWord
  if (names.some((name) => programName.test(name))) return cvMessages.program
  if (Object.values(parts).some(isProgram)) return cvMessages.program
  if (names.some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return cvMessages.macros
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml')) {
    return cvMessages.notWord
  }
  return undefined
}
