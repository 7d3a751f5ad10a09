import { describe, expect, it } from 'vitest'
import { catalogues } from '../../../src/i18n/catalogues.ts'
import { en, enPages } from '../../../src/i18n/catalogues/en.ts'
import { directionOf, localeOfPath, locales } from '../../../src/i18n/locales.ts'
import type { Messages } from '../../../src/i18n/catalogues/en.ts'
import { format } from '../../../src/i18n/format.ts'
import { at, keys, marks } from './keys.ts'

const marketMarks = [
  'brand',
  'country',
  'currency',
  'currencyName',
  'inCountry',
  'service',
  'timeZone',
]

/** Page text whose loader fills its own marks (the call pages, the invitation), not the market's. */
const fillsOwnMarks = /^call\.(?!description$)|^invitation\.|^callSent\.(?!services$)/

describe('catalogues', () => {
  it('the type refuses a catalogue with a key missing or added', () => {
    const withoutNav: Omit<typeof en, 'nav'> = en
    // @ts-expect-error "nav" is missing
    const missing: Messages = withoutNav
    // @ts-expect-error "extra" is not a key of the English catalogue
    const added: Messages = { ...en, extra: 'x' }
    expect([missing, added]).toHaveLength(2)
  })

  it.each(Object.entries(catalogues))(
    '%s has the English keys, and marks only English ones',
    (_, { messages, pageText }) => {
      for (const [own, english] of [
        [messages, en],
        [pageText, enPages],
      ] as const) {
        expect(keys(own)).toEqual(keys(english))
        for (const key of keys(english)) {
          const ownMarks = marks(at(own, key) as string)
          const englishMarks = marks(at(english, key) as string)
          if (own === pageText && fillsOwnMarks.test(key)) {
            // Filled with exactly the English marks' values: each one is said, none is missing.
            expect(ownMarks, key).toEqual(englishMarks)
            continue
          }
          // The market pages' wording may use any value their loader gives, where grammar wants.
          const allowed = own === pageText ? marketMarks : englishMarks
          for (const mark of ownMarks) expect(allowed, key).toContain(mark)
        }
      }
    },
  )

  it('fills marks and names a missing value', () => {
    expect(format('{service} {inCountry}', { service: 'ERP', inCountry: 'au Maroc' })).toBe(
      'ERP au Maroc',
    )
    expect(() => format('Estimate in {currency}', {})).toThrow(
      'No value for {currency} in "Estimate in {currency}"',
    )
  })
})

describe('locales', () => {
  it('one prefix per market and language, read from the path', () => {
    expect(new Set(locales.map((locale) => locale.id)).size).toBe(locales.length)
    expect(localeOfPath('/ar-sa/erp-solutions')?.tag).toBe('ar-SA')
    expect(localeOfPath('/fr-ma')?.language).toBe('fr')
    expect(localeOfPath('/sa/erp-solutions')).toBeUndefined()
  })

  it('Arabic runs right to left, the others left to right', () => {
    expect(directionOf('ar-SA')).toBe('rtl')
    expect(directionOf('ko-KR')).toBe('ltr')
    expect(directionOf('en')).toBe('ltr')
  })
})
