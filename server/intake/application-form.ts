import type { FastifyRequest } from 'fastify'
import type { FieldErrors } from '../../src/forms/fields.ts'
import { cvMessages, cvRules } from '../../src/forms/job-application.ts'
import { applicationFieldBytes, applicationFieldCount } from './limits.ts'
import { notInForm } from './validation.ts'

export interface ReceivedCv {
  name: string
  mime: string
  content: Buffer
}

export interface ReceivedApplication {
  fields: Record<string, string>
  cv: ReceivedCv | undefined
  /** Problems found while reading: unknown or repeated fields, a file in the wrong field. */
  problems: FieldErrors
}

/**
 * Reads the multipart body. The CV is kept in memory (5 MB at most): the text fields may come
 * after it, and nothing may be written to disk before all of them are validated. Throws the
 * multipart plugin's errors (file too large, a second file, a malformed body).
 */
export async function readApplication(request: FastifyRequest): Promise<ReceivedApplication> {
  const fields: Record<string, string> = {}
  const problems: FieldErrors = {}
  let cv: ReceivedCv | undefined
  const parts = request.parts({
    limits: {
      fileSize: cvRules.maxBytes,
      files: 1,
      fields: applicationFieldCount,
      parts: applicationFieldCount + 1,
      fieldSize: applicationFieldBytes,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  })
  for await (const part of parts) {
    const name = part.fieldname
    if (part.type === 'file') {
      const content = await part.toBuffer()
      if (name !== 'cv') problems[name] ??= notInForm
      // A browser sends an unnamed, empty file part when no file was chosen.
      else if (part.filename !== '' || content.length > 0) {
        cv = { name: part.filename.slice(0, 255), mime: part.mimetype, content }
      }
    } else if (name === 'cv') {
      problems.cv ??= cvMessages.missing
    } else if (part.valueTruncated) {
      problems[name] ??= 'This value is too long.'
    } else if (Object.hasOwn(fields, name)) {
      problems[name] ??= 'Send this field once.'
    } else {
      fields[name] = String(part.value)
    }
  }
  return { fields, cv, problems }
}
