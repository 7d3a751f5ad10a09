import type { Language } from '../locales.ts'
import * as ar from './ar.ts'
import { errors, type FormErrors } from './en-errors.ts'
import { call } from './en-call.ts'
import { contact } from './en-contact.ts'
import { forms, type FormText } from './en.ts'
import * as fr from './fr.ts'
import * as ko from './ko.ts'

/**
 * Every language's form text, for the API, which answers field errors in the language a lead
 * was sent in, and for tests. Browsers load one language (load.ts).
 */
export const formTexts: Record<Language, { forms: FormText; errors: FormErrors }> = {
  en: { forms: { ...forms, contact, call }, errors },
  ko,
  ar,
  fr,
}
