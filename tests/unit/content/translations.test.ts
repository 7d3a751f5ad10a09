import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadCollections } from '../../../src/content/loader/collections.ts'
import { locales } from '../../../src/i18n/locales.ts'
import { services } from '../../../src/content/services.ts'

/** A copy of the real content that each test breaks in one place. */
let root: string
const publicDir = join(process.cwd(), 'public')

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'translations-'))
  cpSync(join(process.cwd(), 'src', 'content'), root, { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const read = (file: string) => readFileSync(join(root, file), 'utf8')
const write = (file: string, text: string) => writeFileSync(join(root, file), text)
const load = () => loadCollections(root, publicDir)

describe('translations', () => {
  it('every locale has its market and its language has every service', () => {
    const { translations } = load()
    for (const locale of locales) {
      expect(translations.countries.get(locale.language)?.has(locale.country), locale.id).toBe(true)
      expect(translations.services.get(locale.language)?.size, locale.id).toBe(services.length)
    }
  })

  it('a translation missing a required field names the file and the field', () => {
    write(
      'services/ko/erp-solutions.yaml',
      read('services/ko/erp-solutions.yaml').replace(/^shortName:.*\n/m, ''),
    )
    expect(load).toThrow(/services\/ko\/erp-solutions\.yaml is invalid:\n {2}field "shortName"/)
  })

  it('a field the translation does not take is named', () => {
    write('countries/fr/mc.yaml', `${read('countries/fr/mc.yaml')}order: 3\n`)
    expect(load).toThrow(/countries\/fr\/mc\.yaml is invalid:\n[\s\S]*"order"/)
  })

  it('a list with fewer items than the English file', () => {
    const text = read('services/ar/erp-solutions.yaml')
    const process = text.indexOf('\nprocess:')
    const lastStep = text.lastIndexOf('\n  - title:', text.indexOf('\ncta:'))
    write(
      'services/ar/erp-solutions.yaml',
      text.slice(0, lastStep) + text.slice(text.indexOf('\ncta:')),
    )
    expect(process).toBeGreaterThan(0)
    expect(load).toThrow(
      /services\/ar\/erp-solutions\.yaml: field "process": 5 items, but the English file has 6/,
    )
  })

  it('a language that leaves out one service names the missing file', () => {
    unlinkSync(join(root, 'services/fr/ui-ux-design.yaml'))
    expect(load).toThrow(/services\/fr\/ui-ux-design\.yaml is missing/)
  })

  it("a locale without its market's facts names the file and the locale", () => {
    unlinkSync(join(root, 'countries/ar/qa.yaml'))
    expect(load).toThrow(
      /countries\/ar\/qa\.yaml is missing \(locale ar-qa of src\/i18n\/locales\.ts\)/,
    )
  })

  it('a translation of a service the site does not have', () => {
    write('services/ko/quantum-computing.yaml', read('services/ko/erp-solutions.yaml'))
    expect(load).toThrow(/services\/ko\/quantum-computing\.yaml: no service "quantum-computing"/)
  })
})
