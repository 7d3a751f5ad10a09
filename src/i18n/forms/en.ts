import type { call } from './en-call.ts'
import type { contact } from './en-contact.ts'

/**
 * What every lead form shows in English: the words around its fields. Each form's own labels,
 * hints and choices are a file of their own (en-contact.ts, en-call.ts), and what a form says once sent
 * (field errors, failures) is in en-errors.ts, loaded on submit: a page carries only its form's
 * text. Every other language has all three in one file, with the same keys and marks (`{name}`,
 * filled by format()), loaded with the form's page.
 */
export const forms = {
  optional: '(optional)',
  errorSummary: 'There is a problem',
  /** Read before each field's error by screen readers. */
  errorPrefix: 'Error:',
  sending: 'Sending…',
  privacyLink: 'How we handle your data',
  noScript: 'This form needs JavaScript to send. You can also e-mail us at {email}.',
  /** The label of the field hidden from people that bots fill in. */
  honeypot: 'Leave this field empty',
  /** When the form's own code could not be loaded: nothing more can be loaded either. */
  offline: 'We could not send your details. Please check your connection and try again.',
} as const

type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> }
/** What every form shows, in one language. */
export type SharedFormText = Shape<typeof forms>
/** A language's form text: the English keys, every value a string of that language. */
export type FormText = SharedFormText & {
  contact: Shape<typeof contact>
  call: Shape<typeof call>
}
