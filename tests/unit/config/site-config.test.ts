import { describe, expect, it } from 'vitest'
import { createSiteConfig } from '../../../src/config/site-config.ts'

describe('createSiteConfig', () => {
  it('defaults to a fictional brand on reserved example domains', () => {
    const site = createSiteConfig({})
    expect(site.origin).toBe('https://www.example.com')
    expect(site.email).toBe('hello@example.com')
    expect(site.address).toMatchObject({ city: 'Ahmedabad', region: 'Gujarat', countryCode: 'IN' })
    expect(site.copyrightYear).toBe(2023)
    expect(site.phoneHref).toBe('tel:+917900000000')
  })

  it('takes every value from SITE_* variables', () => {
    const site = createSiteConfig({
      SITE_NAME: 'Acme Software Labs',
      SITE_SHORT_NAME: 'Acme',
      SITE_BRAND_SLUG: 'acme',
      SITE_ORIGIN: 'https://www.acme.test/',
      SITE_PHONE: '+91 79 1234 5678',
      SITE_EMAIL: 'sales@acme.test',
    })
    expect(site).toMatchObject({
      name: 'Acme Software Labs',
      shortName: 'Acme',
      brandSlug: 'acme',
      origin: 'https://www.acme.test',
      phoneHref: 'tel:+917912345678',
      emailHref: 'mailto:sales@acme.test',
    })
  })

  it('treats an empty variable as unset', () => {
    expect(createSiteConfig({ SITE_ORIGIN: '' }).origin).toBe('https://www.example.com')
  })

  it.each([
    ['SITE_ORIGIN', 'http://www.example.com', 'SITE_ORIGIN'],
    ['SITE_ORIGIN', 'https://example.com', 'must be the public www host'],
    ['SITE_ORIGIN', 'https://www.example.com/site', 'must be an origin without a path'],
    ['SITE_BRAND_SLUG', 'Why Us', 'use lowercase letters'],
    ['SITE_PHONE', '079 1234', 'use international format'],
    ['SITE_POSTAL_CODE', '110001', 'Ahmedabad PIN code'],
    ['SITE_EMAIL', 'not-an-address', 'SITE_EMAIL'],
  ] as const)('rejects %s=%s with a message naming the problem', (key, value, message) => {
    expect(() => createSiteConfig({ [key]: value })).toThrow(message)
  })
})
