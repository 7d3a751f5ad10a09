import { z } from 'zod/mini'
import { format } from '../i18n/format.ts'

/**
 * Field rules shared by the browser (before sending) and the API (before storing). zod/mini:
 * the same rules, a fraction of the size in the page's JavaScript.
 */
/**
 * Characters nobody types into a form: C0 controls other than tab and line feed (NUL, escape…),
 * DEL, C1 controls, and the bidirectional embeddings, overrides and isolates that make text
 * read differently from how it is stored. Line breaks arrive as CRLF from some browsers and are
 * stored as LF.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** The checks every free-text field runs first: one kind of line break, no control characters. */
export const cleanText = (message: string) => [
  z.overwrite<string>((value) => value.replace(/\r\n?/g, '\n')),
  z.refine<string>((value) => !controlCharacter.test(value), message),
]

export const plainText = (subject: string) =>
  cleanText(
    `${subject} contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.`,
  )

/** A free-text field's errors in the form's language ({min} and {max} are filled in here). */
export interface TextErrors {
  missing: string
  tooShort: string
  tooLong: string
  control: string
}

/** A field that must be filled in, with its errors in the visitor's language. */
export const requiredText = (errors: TextErrors, min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      ...cleanText(errors.control),
      z.minLength(1, errors.missing),
      z.minLength(min, format(errors.tooShort, { min })),
      z.maxLength(max, format(errors.tooLong, { max })),
    )

export const optionalTextIn = (errors: Pick<TextErrors, 'tooLong' | 'control'>, max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        ...cleanText(errors.control),
        z.maxLength(max, format(errors.tooLong, { max })),
      ),
  )

export const emailFieldIn = (errors: Omit<TextErrors, 'tooShort'> & { format: string }) =>
  z
    .string()
    .check(
      z.trim(),
      ...cleanText(errors.control),
      z.minLength(1, errors.missing),
      z.maxLength(254, format(errors.tooLong, { max: 254 })),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, errors.format),
    )

export const optionalPhoneIn = (message: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || phonePattern.test(value), message),
    ),
  )

/** English errors for a field named by `label` (the job application, estimator and call forms). */
const englishErrors = (label: string): TextErrors => ({
  missing: `Enter your ${label}.`,
  tooShort: `Your ${label} needs at least {min} characters.`,
  tooLong: `Your ${label} can have at most {max} characters.`,
  control: `Your ${label} contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.`,
})

export const required = (label: string, min: number, max: number) =>
  requiredText(englishErrors(label), min, max)

export const optionalText = (label: string, max: number) =>
  optionalTextIn(
    {
      tooLong: `${label} can have at most {max} characters.`,
      control: `${label} contains an invisible control character (such as NUL, escape or a text-direction override). Type it again instead of pasting it.`,
    },
    max,
  )

export const emailField = emailFieldIn({
  ...englishErrors('e-mail address'),
  tooLong: 'An e-mail address has at most {max} characters.',
  format: 'Enter an e-mail address like name@company.com.',
})

/**
 * A checkbox's form value as a boolean: a browser sends "on" for a ticked box without a value,
 * the site's own multipart body sends "true"; an unticked box sends nothing.
 */
export const isTicked = (value: unknown): boolean => value === 'on' || value === 'true'

/** International format, so the sales team can call from any country. */
export const phonePattern = /^\+[1-9][\d ()-]{6,20}$/
const phoneMessage = 'Enter the number with its country code, e.g. +44 20 7946 0958.'
export const phoneField = z.string().check(z.trim(), z.regex(phonePattern, phoneMessage))
export const optionalPhoneField = optionalPhoneIn(phoneMessage)

/**
 * The reply-consent tick that pages built before 2026-11-25 sent (it was required, so always
 * true). It asked consent for what a reply needs anyway; the privacy notice beside the submit
 * button replaced it. A tab opened before a deploy may still send it: accepted, and not stored
 * (server/intake/submission.ts, `storedFields`). Leads stored before keep it in their data.
 */
export const retiredConsentField = z.optional(z.boolean())

/**
 * Anti-spam fields every form carries: `website` is hidden from people (bots fill it in), and
 * `startedAt` is when the form was first shown (a person needs a few seconds to fill it).
 */
export const antiSpamFields = {
  website: z.optional(z.string().check(z.maxLength(200))),
  startedAt: z.number().check(z.int(), z.positive()),
}
export const minimumFillMs = 3000

/** Field name → first message, for inline errors and the API's 400 answer. */
export type FieldErrors = Record<string, string>

export function fieldErrors(error: {
  issues: { path: PropertyKey[]; message: string }[]
}): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}
