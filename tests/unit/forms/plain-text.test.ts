import { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { contactFormSchema } from '../../../src/forms/contact-form.ts'
import { fieldErrors } from '../../../src/forms/fields.ts'
import { jobApplicationSchema } from '../../../src/forms/job-application.ts'

const contact = {
  name: 'Asha Mehta',
  email: 'asha@example.org',
  company: 'Mehta Textiles',
  interest: 'other',
  message: 'We need a portal for our dealers across Gujarat.',
  consent: true,
  startedAt: 1_700_000_000_000,
}
const application = {
  job: 'senior-react-developer',
  name: 'Ravi Patel',
  email: 'ravi@example.org',
  phone: '+91 98765 43210',
  profileUrl: 'https://www.linkedin.com/in/ravi-example',
  coverNote: 'Eight years of React, five of them leading teams.',
  consent: true,
  startedAt: 1_700_000_000_000,
}
const control = (subject: string) =>
  `${subject} contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.`

function errorsOf(schema: z.core.$ZodType, input: object) {
  const result = z.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('text fields refuse control characters, naming the field', () => {
  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b[31m'],
    ['a right-to-left override', '\u202e'],
    ['a directional isolate', '\u2066'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in every text field of the enquiry form', (_name, character) => {
    for (const [field, subject] of [
      ['name', 'Your name'],
      ['email', 'Your e-mail address'],
      ['company', 'Company'],
      ['message', 'Your message'],
    ] as const) {
      const value =
        field === 'email' ? `asha${character}@example.org` : `${contact[field]}${character}`
      expect(errorsOf(contactFormSchema, { ...contact, [field]: value })).toEqual({
        [field]: control(subject),
      })
    }
  })

  it('refuses them in the application form too', () => {
    const nul = '\u0000'
    expect(errorsOf(jobApplicationSchema, { ...application, name: `Ravi${nul}<script>` })).toEqual({
      name: control('Your name'),
    })
    expect(
      errorsOf(jobApplicationSchema, {
        ...application,
        coverNote: `${application.coverNote}${nul}`,
      }),
    ).toEqual({ coverNote: control('Your cover note') })
    expect(
      errorsOf(jobApplicationSchema, {
        ...application,
        profileUrl: `${application.profileUrl}\u202e`,
      }),
    ).toEqual({ profileUrl: control('Your link') })
  })

  it('keeps tabs, line breaks and the scripts of every market', () => {
    const message = 'Line one,\r\nline two\twith a tab.\rAnd an old Mac break.'
    const result = z.safeParse(contactFormSchema, {
      ...contact,
      name: 'أحمد شرما देवनागरी 김민준',
      message,
    })
    expect(result.success).toBe(true)
    expect(result.data?.name).toBe('أحمد شرما देवनागरी 김민준')
    expect(result.data?.message).toBe('Line one,\nline two\twith a tab.\nAnd an old Mac break.')
  })
})
