import { languages, localesOfCountry, type Locale } from '../i18n/locales.ts'
import type { LanguageLink } from './page-data.ts'

/**
 * A page's language switcher: the same page in English (where it exists) and in each language
 * its market reads. `current` is the locale id of the page, or 'en'.
 */
export function languageLinks(
  country: string,
  current: string,
  english: string | undefined,
  href: (locale: Locale) => string,
): LanguageLink[] {
  const translated = localesOfCountry(country)
  if (translated.length === 0) return []
  return [
    ...(english
      ? [{ name: languages.en.name, lang: 'en', href: english, current: current === 'en' }]
      : []),
    ...translated.map((locale) => ({
      name: languages[locale.language].name,
      lang: locale.tag,
      href: href(locale),
      current: locale.id === current,
    })),
  ]
}
