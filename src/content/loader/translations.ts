import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { locales, type TranslatedLanguage } from '../../i18n/locales.ts'
import { countryTranslationSchema, serviceTranslationSchema } from '../schemas.ts'
import { services } from '../services.ts'
import type { Country, CountryTranslation, ServiceContent, ServiceTranslation } from '../types.ts'
import { ContentError, displayPath, listFiles, readYaml } from './read-content.ts'

export interface Translations {
  /** language → service slug → its copy in that language. */
  services: Map<TranslatedLanguage, Map<string, ServiceTranslation>>
  /** language → country prefix → the market's facts in that language. */
  countries: Map<TranslatedLanguage, Map<string, CountryTranslation>>
}

/** A translated list is matched to the English one by position, so it has as many items. */
function sameLength(file: string, field: string, english: readonly unknown[], own: unknown[]) {
  if (own.length !== english.length) {
    throw new ContentError(
      `${displayPath(file)}: field "${field}": ${own.length} items, but the English file has ${english.length}; translate each of them, in the same order`,
    )
  }
}

function loadServices(dir: string, english: Map<string, ServiceContent>) {
  const found = new Map<string, ServiceTranslation>()
  if (!existsSync(dir)) return found
  for (const { slug, file } of listFiles(dir, '.yaml')) {
    const source = english.get(slug)
    if (!source) {
      throw new ContentError(
        `${displayPath(file)}: no service "${slug}" in src/content/services.ts; name the file after an English service file`,
      )
    }
    const copy = readYaml(file, serviceTranslationSchema)
    sameLength(file, 'offerings', source.offerings, copy.offerings)
    sameLength(file, 'process', source.process, copy.process)
    found.set(slug, copy)
  }
  // A language's menus lead to every service, so it has all of them or none.
  if (found.size > 0) {
    for (const service of services) {
      if (!found.has(service.slug)) {
        throw new ContentError(
          `${displayPath(join(dir, `${service.slug}.yaml`))} is missing: this language translates the other services`,
        )
      }
    }
  }
  return found
}

function loadCountries(dir: string, english: readonly Country[]) {
  const found = new Map<string, CountryTranslation>()
  if (!existsSync(dir)) return found
  for (const { slug, file } of listFiles(dir, '.yaml')) {
    const source = english.find((country) => country.prefix === slug)
    if (!source || source.canonicalPrefix !== slug) {
      throw new ContentError(
        `${displayPath(file)}: "${slug}" is not an English country file with facts (src/content/countries/)`,
      )
    }
    const copy = readYaml(file, countryTranslationSchema)
    sameLength(file, 'marketNote', source.marketNote, copy.marketNote)
    found.set(slug, copy)
  }
  return found
}

/**
 * Every translation under src/content/{services,countries}/{language}/. Each locale of
 * src/i18n/locales.ts needs its market's facts and its language's services.
 */
export function loadTranslations(
  root: string,
  english: { services: Map<string, ServiceContent>; countries: readonly Country[] },
): Translations {
  const translations: Translations = { services: new Map(), countries: new Map() }
  for (const language of new Set(locales.map((locale) => locale.language))) {
    translations.services.set(
      language,
      loadServices(join(root, 'services', language), english.services),
    )
    translations.countries.set(
      language,
      loadCountries(join(root, 'countries', language), english.countries),
    )
  }
  for (const locale of locales) {
    const where = `locale ${locale.id} of src/i18n/locales.ts`
    if (!translations.countries.get(locale.language)?.has(locale.country)) {
      throw new ContentError(
        `${displayPath(join(root, 'countries', locale.language, `${locale.country}.yaml`))} is missing (${where})`,
      )
    }
    if (!translations.services.get(locale.language)?.size) {
      throw new ContentError(
        `${displayPath(join(root, 'services', locale.language))}/ has no services (${where})`,
      )
    }
  }
  return translations
}
