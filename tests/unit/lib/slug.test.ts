import { describe, expect, it } from 'vitest'
import { slugify } from '../../../src/lib/slug.ts'

describe('slugify', () => {
  it('joins lowercase letters and digits with single hyphens', () => {
    expect(slugify('Product & Design')).toBe('product-design')
    expect(slugify('CI/CD')).toBe('ci-cd')
    expect(slugify('WCAG 2.2')).toBe('wcag-2-2')
    expect(slugify('  Stage 0: prepare the code!  ')).toBe('stage-0-prepare-the-code')
  })

  it('keeps accented letters without their accents', () => {
    expect(slugify('Café résumé')).toBe('cafe-resume')
  })

  it('is empty for a name with no letter or digit', () => {
    expect(slugify('&/!')).toBe('')
  })
})
