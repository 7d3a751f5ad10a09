import { expect } from 'vitest'
import { absoluteUrl } from '../../src/config/paths.ts'
import { page } from './dist.ts'

/** A page of one name's entries: one h1, title and description naming it, and its canonical. */
export function expectNamedPage(file: string, name: string, href: string) {
  const document = page(file)
  const [h1, ...others] = document.querySelectorAll('h1')
  expect(others).toHaveLength(0)
  expect(h1?.text).toContain(name)
  expect(document.querySelector('title')?.text).toContain(name)
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
    name,
  )
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    absoluteUrl(href),
  )
}
