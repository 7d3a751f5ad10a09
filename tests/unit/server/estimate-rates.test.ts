import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readEstimatorRates } from '../../../server/intake/content-files.ts'
import { estimatorSchema } from '../../../src/estimate/rates-schema.ts'

const folder = mkdtempSync(join(tmpdir(), 'estimator-rates-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const source = readFileSync('src/content/estimator.yaml', 'utf8')

/** A copy of the estimator's file with `from` replaced by `to`. */
function edited(name: string, from: string, to: string): string {
  const file = join(folder, name)
  expect(source).toContain(from)
  writeFileSync(file, source.replace(from, to))
  return file
}

describe('the estimator’s rates as the API reads them', () => {
  it('are the file the page uses, checked by its schema', () => {
    const rates = readEstimatorRates('src/content/estimator.yaml')
    expect(rates).toEqual(estimatorSchema.parse(rates))
    expect(rates.currencies.map((currency) => currency.code)).toContain('GBP')
  })

  it('name the file, relative to the project when inside it, and the field of every problem', () => {
    // ESTIMATOR_FILE resolved to an absolute path (server/shared/config.ts), pointing at another
    // file.
    expect(() => readEstimatorRates(resolve('src/content/engagement-models.yaml'))).toThrow(
      /^src\/content\/engagement-models\.yaml: field "projects": /,
    )
    const file = edited('rates.yaml', 'weekRate: 2200 }', 'weekRate: -2200 }')
    expect(() => readEstimatorRates(file)).toThrow(
      new RegExp(`^${file.replaceAll('.', '\\.')}: field "currencies\\.2\\.weekRate": `),
    )
    const twice = edited('twice.yaml', '  - id: ios\n', '  - id: web\n')
    expect(() => readEstimatorRates(twice)).toThrow(
      `${twice}: field "platforms.1.id": the id "web" is used twice`,
    )
  })

  it('say when the file is not YAML or cannot be read', () => {
    const broken = join(folder, 'broken.yaml')
    writeFileSync(broken, 'projects: [unclosed\n')
    expect(() => readEstimatorRates(broken)).toThrow(`${broken}: not valid YAML: `)
    const missing = join(folder, 'missing.yaml')
    expect(() => readEstimatorRates(missing)).toThrow(
      `${missing}: the project estimator's rates cannot be read (ESTIMATOR_FILE): ENOENT`,
    )
  })
})
