import { createContext, useContext } from 'react'
import type { FormErrors } from '../../i18n/forms/en-errors.ts'
import { forms as english, type FormText, type SharedFormText } from '../../i18n/forms/en.ts'
import type { Language } from '../../i18n/locales.ts'

/** The language a form speaks, and the lead records (server/intake/language.ts). */
export interface FormLanguage {
  text: SharedFormText
  /** The enquiry form's labels and choices; its English file when absent. */
  contact?: FormText['contact']
  /** The call request's words; its English file when absent. */
  call?: FormText['call']
  language: Language
  /** BCP 47, for Intl formatting. */
  tag: string
  /** What a form says once sent: loaded on submit. */
  errors: () => Promise<FormErrors>
}

/**
 * English unless a page in another language provides its own (market-contact-page.tsx,
 * market-call-page.tsx): the English forms carry no other language's text and no code to load it.
 */
export const FormLanguageContext = createContext<FormLanguage>({
  text: english,
  language: 'en',
  tag: 'en',
  errors: () => import('../../i18n/forms/en-errors.ts').then((module) => module.errors),
})

export function useFormText(): FormLanguage {
  return useContext(FormLanguageContext)
}
