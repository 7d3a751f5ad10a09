import { describe, expect, it } from 'vitest'
import { fixedPages, type FixedPageId } from '../../../src/config/pages.ts'
import { absoluteUrl, pagePath, paths } from '../../../src/config/paths.ts'

describe('paths', () => {
  it('builds absolute URLs on the www host without a trailing slash, except the root', () => {
    expect(absoluteUrl('/')).toBe('https://www.example.com/')
    expect(absoluteUrl(pagePath('faqs'))).toBe('https://www.example.com/resources/FAQs')
    expect(absoluteUrl(paths.countryService.href('au', 'ui-ux-design'))).toBe(
      'https://www.example.com/au/ui-ux-design',
    )
  })

  it('derives the why-page from the brand slug', () => {
    expect(pagePath('about-why')).toBe('/about/why-kitelane')
  })

  it('never builds a link with a trailing slash', () => {
    const hrefs = Object.values(paths).map((entry) =>
      entry.href('placeholder-a' as never, 'placeholder-b' as never),
    )
    hrefs.push(...(Object.keys(fixedPages) as FixedPageId[]).map(pagePath))
    for (const href of hrefs.filter((href) => href !== '/')) expect(href).not.toMatch(/\/$/)
  })
})
