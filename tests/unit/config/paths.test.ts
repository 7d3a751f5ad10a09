import { describe, expect, it } from 'vitest'
import { absoluteUrl, paths } from '../../../src/config/paths.ts'

describe('paths', () => {
  it('builds absolute URLs on the www host without a trailing slash, except the root', () => {
    expect(absoluteUrl('/')).toBe('https://www.example.com/')
    expect(absoluteUrl(paths.faqs.href())).toBe('https://www.example.com/resources/FAQs')
    expect(absoluteUrl(paths.countryService.href('au', 'ui-ux-design'))).toBe(
      'https://www.example.com/au/ui-ux-design',
    )
  })

  it('derives the why-page from the brand slug', () => {
    expect(paths.aboutWhy.href()).toBe('/about/why-kitelane')
    expect(paths.aboutWhy.path).toBe(paths.aboutWhy.href())
  })

  it('never builds a link with a trailing slash', () => {
    const hrefs = Object.values(paths).map((entry) =>
      entry.href('placeholder-a' as never, 'placeholder-b' as never),
    )
    for (const href of hrefs.filter((href) => href !== '/')) expect(href).not.toMatch(/\/$/)
  })
})
