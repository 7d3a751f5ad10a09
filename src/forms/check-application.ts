import {
  cvBytesProblem,
  cvMessages,
  cvRules,
  cvSignatureLength,
  cvTailLength,
  cvType,
} from './cv-rules.ts'
import { fieldErrors, isTicked } from './fields.ts'
import { jobApplicationSchema } from './job-application.ts'

/** The CV's problem, if any: type by name and declared type, then by the bytes at its ends. */
async function cvError(file: File | null): Promise<string | undefined> {
  if (!file || file.name === '') return cvMessages.missing
  if (file.size === 0) return cvMessages.empty
  if (file.size > cvRules.maxBytes) return cvMessages.size
  const type = cvType(file.name, file.type)
  if (!type) return cvMessages.type
  const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())
  const head = await bytes(file.slice(0, cvSignatureLength))
  const tail = await bytes(file.slice(Math.max(0, file.size - cvTailLength)))
  return cvBytesProblem(type, head, tail)
}

/** Reads the application form, validates it like the API does and builds the multipart body. */
export async function checkApplication(form: HTMLFormElement, startedAt: number) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const result = jobApplicationSchema.safeParse({
    job: text('job'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    profileUrl: text('profileUrl'),
    coverNote: text('coverNote'),
    keepCv: isTicked(data.get('keepCv')),
    website: text('website'),
    startedAt,
  })
  const file = data.get('cv')
  const cv = await cvError(file instanceof File ? file : null)
  if (!result.success || cv) {
    return {
      errors: { ...(result.success ? {} : fieldErrors(result.error)), ...(cv ? { cv } : {}) },
    }
  }
  const body = new FormData()
  for (const [name, value] of Object.entries(result.data)) {
    if (value !== undefined) body.append(name, String(value))
  }
  // The file goes last: the API has every field checked before it reads the upload.
  body.append('cv', file as File)
  return { body: { form: body } }
}
