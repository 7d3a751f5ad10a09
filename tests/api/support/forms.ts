/** Request bodies as the site's forms send them (src/forms/check-*.ts). */

export const aMinuteAgo = () => Date.now() - 60_000

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Mehta',
    email: 'asha@example.org',
    phone: '+91 98765 43210',
    company: 'Mehta Textiles',
    interest: 'web-application-development',
    budget: '25k-50k',
    message: 'We need a portal for our dealers across Gujarat.',
    website: '',
    startedAt: aMinuteAgo(),
    ...overrides,
  }
}

/** The estimator's answers and who to send the estimate to, as its page sends them (JSON). */
export function estimateBody(overrides: Record<string, unknown> = {}) {
  return {
    ...pageAnswers,
    name: 'Asha Mehta',
    email: 'asha@example.org',
    company: 'Mehta Textiles',
    message: 'A portal for our dealers across Gujarat.',
    website: '',
    startedAt: aMinuteAgo(),
    ...overrides,
  }
}

/**
 * The same form posted without JavaScript (application/x-www-form-urlencoded): each ticked
 * checkbox once under its name, no start time (nothing can time the visitor).
 */
export function estimateForm(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    ...plainFormAnswers,
    name: 'Zoë Ørsted',
    email: 'zoe@orsted.example',
    company: '',
    message: '',
    website: '',
    ...overrides,
  }
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of typeof value === 'string' ? [value] : (value ?? [])) form.append(name, one)
  }
  return form.toString()
}

import { pdf } from '../../support/cv-files.ts'
import { pageAnswers, plainFormAnswers } from '../../support/estimate-answers.ts'

export { docx, pdf } from '../../support/cv-files.ts'

export interface Upload {
  field?: string
  name: string
  type: string
  content: Uint8Array
}

export function applicationFields(overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    job: 'senior-react-developer',
    name: 'Ravi Patel',
    email: 'ravi@example.net',
    phone: '+91 90000 11111',
    profileUrl: 'https://www.linkedin.com/in/ravi-example',
    coverNote: 'Eight years of React, five of them leading teams.',
    website: '',
    startedAt: String(aMinuteAgo()),
    ...overrides,
  }
  return fields
}

/** A multipart body encoded by the platform's own FormData, as a browser would. */
export async function multipart(
  fields: Record<string, string | undefined>,
  files: Upload[] = [{ name: 'cv.pdf', type: 'application/pdf', content: pdf() }],
) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value)
  for (const file of files) {
    form.append(
      file.field ?? 'cv',
      new File([new Uint8Array(file.content)], file.name, { type: file.type }),
    )
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}
