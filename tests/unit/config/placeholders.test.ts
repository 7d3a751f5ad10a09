import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  exampleContact,
  placeholderMessage,
  placeholderSettings,
} from '../../../src/config/placeholders.ts'
import { createSiteConfig } from '../../../src/config/site-config.ts'
import { ownContact } from '../support/own-contact.ts'

describe('the example contact details', () => {
  it('are what the site shows when no SITE_* variable is set', () => {
    const site = createSiteConfig({})
    expect(site.origin).toBe(exampleContact.SITE_ORIGIN)
    expect(site.phone).toBe(exampleContact.SITE_PHONE)
    expect(site.email).toBe(exampleContact.SITE_EMAIL)
    expect(site.privacy.email).toBe(exampleContact.SITE_PRIVACY_EMAIL)
    expect(site.address.street).toBe(exampleContact.SITE_STREET)
    expect(site.social.map((link) => link.href)).toEqual([
      exampleContact.SITE_LINKEDIN_URL,
      exampleContact.SITE_X_URL,
      exampleContact.SITE_FACEBOOK_URL,
      exampleContact.SITE_INSTAGRAM_URL,
    ])
  })

  it('cover exactly the settings the test values replace', () => {
    expect(Object.keys(ownContact).sort()).toEqual(Object.keys(exampleContact).sort())
    // The test values are valid settings, so a real deployment could use them.
    expect(createSiteConfig(ownContact).origin).toBe(ownContact.SITE_ORIGIN)
  })
})

describe('placeholderSettings', () => {
  it('names every contact setting that is unset or empty, with the example it leaves', () => {
    expect(placeholderSettings({})).toEqual(exampleContact)
    expect(placeholderSettings({ ...ownContact, SITE_PHONE: '' })).toEqual({
      SITE_PHONE: '+91 79 0000 0000',
    })
  })

  it('names nothing when every one is set to a value of its own', () => {
    expect(placeholderSettings(ownContact)).toEqual({})
  })

  it('names a setting given the example itself, however it is spaced or cased', () => {
    expect(
      placeholderSettings({
        ...ownContact,
        SITE_ORIGIN: 'https://www.example.com/',
        SITE_PHONE: '+91 7900000000',
        SITE_EMAIL: 'Hello@Example.com',
      }),
    ).toEqual({
      SITE_ORIGIN: 'https://www.example.com/',
      SITE_PHONE: '+91 7900000000',
      SITE_EMAIL: 'Hello@Example.com',
    })
  })

  it('ignores the settings that are not contact details', () => {
    expect(placeholderSettings({ ...ownContact, SITE_NAME: '', SITE_LOCALITY: '' })).toEqual({})
  })
})

describe('placeholderMessage', () => {
  it('names each placeholder with its value, one a line, and says where to set them', () => {
    const message = placeholderMessage({
      SITE_PHONE: '+91 79 0000 0000',
      SITE_EMAIL: 'hello@example.com',
    })
    const lines = message.split('\n')
    expect(lines[0]).toMatch(/^Placeholder contact details: .*example defaults:$/)
    expect(lines.slice(1, 3)).toEqual([
      '  SITE_PHONE (+91 79 0000 0000)',
      '  SITE_EMAIL (hello@example.com)',
    ])
    expect(message).not.toContain('SITE_ORIGIN')
    const advice = lines.slice(3).join(' ')
    expect(advice).toContain('environment variables of `npm run build`')
    expect(advice).toContain('Docker build arguments')
    expect(advice).toContain('repository variables of the publishing workflow')
    expect(advice).toContain('README.md, "Configuration (what a deployer replaces)"')
  })

  it('names the README section that exists', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8')
    const section = /README\.md, "([^"]+)"/.exec(placeholderMessage(exampleContact))?.[1]
    expect(readme).toContain(`## ${section}\n`)
  })

  it('is empty when there is nothing to name', () => {
    expect(placeholderMessage({})).toBe('')
  })
})
