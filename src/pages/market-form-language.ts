import { useMemo } from 'react'
import { loadedFormText, loadFormText } from '../i18n/forms/load.ts'
import type { TranslatedLanguage } from '../i18n/locales.ts'
import { usePageLanguage } from '../i18n/use-messages.ts'
import type { FormLanguage } from '../components/forms/use-form-text.ts'

// Beside the pages that use it, not among the form parts: those are every form page's chunk,
// and this module loads the other languages' form text.

/**
 * A market page's forms in its language (FormLanguageContext), once the route has loaded that
 * language's form text (`withFormText`); undefined on a page of no market.
 */
export function useMarketFormLanguage(): FormLanguage | undefined {
  const { locale } = usePageLanguage()
  return useMemo((): FormLanguage | undefined => {
    if (!locale) return undefined
    const { forms, errors } = loadedFormText(locale.language)
    const { contact, call, ...text } = forms
    return {
      text,
      contact,
      call,
      language: locale.language,
      tag: locale.tag,
      errors: () => Promise.resolve(errors),
    }
  }, [locale])
}

/** A market form page's route: its screen, once the form text in the page's language is loaded. */
export function withFormText<T>(language: TranslatedLanguage, screen: T) {
  return loadFormText(language).then(() => ({ Component: screen }))
}
