import {
  cvMessages,
  cvSignatureLength,
  cvType,
  hasCvSignature,
  type CvType,
} from '../src/forms/cv-rules.ts'
import type { ReceivedCv } from './application-form.ts'

export type CvCheck = { ok: true; type: CvType } | { ok: false; message: string }

/** The CV's type once its name, declared type and first bytes agree; otherwise the message. */
export function checkCv(cv: ReceivedCv | undefined): CvCheck {
  if (!cv) return { ok: false, message: cvMessages.missing }
  if (cv.content.length === 0) return { ok: false, message: cvMessages.empty }
  const type = cvType(cv.name, cv.mime)
  if (!type) return { ok: false, message: cvMessages.type }
  // The signature, not the name: a renamed text or executable file must not reach HR's inbox.
  if (!hasCvSignature(type, cv.content.subarray(0, cvSignatureLength))) {
    return { ok: false, message: cvMessages.signature }
  }
  return { ok: true, type }
}
