/**
 * The languages the site is written in besides English, and the markets that read each. A
 * locale is one market in one language, and its URL prefix: /ko-kr/…, /ar-sa/…, /fr-ma/…. Its
 * pages exist when its content does (src/content/{services,countries}/{language}/); the build names what is missing.
 */
export const languages = {
  en: { name: 'English', dir: 'ltr', faces: undefined },
  ko: { name: '한국어', dir: 'ltr', faces: 'hangul' },
  ar: { name: 'العربية', dir: 'rtl', faces: 'arabic' },
  fr: { name: 'Français', dir: 'ltr', faces: undefined },
} as const

export type Language = keyof typeof languages

/**
 * The class that sets a page in faces made for its script (src/styles/app.css): the brand face
 * has Latin letters only, and a line keeps one face.
 */
export function facesClass(language: Language | undefined): string | undefined {
  return language ? languages[language].faces : undefined
}
export type TranslatedLanguage = Exclude<Language, 'en'>

export interface Locale {
  /** The URL prefix: language and region, lower case. */
  id: string
  language: TranslatedLanguage
  /** The English country pages' prefix of the same market (src/content/countries/). */
  country: string
  /** BCP 47, as hreflang and <html lang> write it. */
  tag: string
}

export const locales = [
  { id: 'ko-kr', language: 'ko', country: 'ko', tag: 'ko-KR' },
  { id: 'ar-ae', language: 'ar', country: 'ae', tag: 'ar-AE' },
  { id: 'ar-sa', language: 'ar', country: 'sa', tag: 'ar-SA' },
  { id: 'ar-qa', language: 'ar', country: 'qa', tag: 'ar-QA' },
  { id: 'ar-kw', language: 'ar', country: 'kw', tag: 'ar-KW' },
  { id: 'ar-bh', language: 'ar', country: 'bh', tag: 'ar-BH' },
  { id: 'ar-om', language: 'ar', country: 'om', tag: 'ar-OM' },
  { id: 'ar-jo', language: 'ar', country: 'jo', tag: 'ar-JO' },
  { id: 'ar-ma', language: 'ar', country: 'ma', tag: 'ar-MA' },
  { id: 'fr-mc', language: 'fr', country: 'mc', tag: 'fr-MC' },
  { id: 'fr-ma', language: 'fr', country: 'ma', tag: 'fr-MA' },
] as const satisfies readonly Locale[]

export type LocaleId = (typeof locales)[number]['id']

export function findLocale(id: string | undefined): Locale | undefined {
  return locales.find((locale) => locale.id === id)
}

/** The locale whose prefix starts `pathname`, if any (English pages have none). */
export function localeOfPath(pathname: string): Locale | undefined {
  return findLocale(pathname.split('/')[1])
}

/** The locales of one English market, e.g. ma → ar-ma and fr-ma. */
export function localesOfCountry(country: string): Locale[] {
  return locales.filter((locale) => locale.country === country)
}

/** The direction of a language's script, from a BCP 47 tag (ar-SA → rtl). */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  const language = tag.split('-')[0] as Language
  return languages[language]?.dir ?? 'ltr'
}
