import type { TranslatedLanguage } from '../locales.ts'
import type { FormErrors } from './en-errors.ts'
import type { FormText } from './en.ts'

export interface LanguageForms {
  forms: FormText
  errors: FormErrors
}

/**
 * The lead forms' text of the other languages, each its own chunk: the routes of a form page in
 * another language load it before their screen renders (routes.tsx), so it is there to render.
 */
const chunks: Record<TranslatedLanguage, () => Promise<LanguageForms>> = {
  ko: () => import('./ko.ts'),
  ar: () => import('./ar.ts'),
  fr: () => import('./fr.ts'),
}
const loaded = new Map<TranslatedLanguage, LanguageForms>()

export async function loadFormText(language: TranslatedLanguage): Promise<LanguageForms> {
  const ready = loaded.get(language)
  if (ready) return ready
  const { forms, errors } = await chunks[language]()
  loaded.set(language, { forms, errors })
  return { forms, errors }
}

export function loadedFormText(language: TranslatedLanguage): LanguageForms {
  const text = loaded.get(language)
  if (!text) throw new Error(`The ${language} form text is used before loadFormText`)
  return text
}
