import type { FieldErrors } from '../../src/forms/fields.ts'
import { languages, type Language } from '../../src/i18n/locales.ts'

const unknownLanguage = `language must be one of ${Object.keys(languages).join(', ')}.`

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(languages, value)

/**
 * Takes `language` out of a request's fields (the form schemas refuse fields they do not know):
 * the language of the page that sent the form, which the lead records. Pages of earlier
 * releases send none and were all English. The page sets it, not the visitor, so a value no
 * page sends is refused as a field error rather than stored as a guess.
 */
export function takeLanguage(fields: Record<string, unknown>): Language | { errors: FieldErrors } {
  const value = fields.language
  delete fields.language
  if (value === undefined) return 'en'
  return isLanguage(value) ? value : { errors: { language: unknownLanguage } }
}
