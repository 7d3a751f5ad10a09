/**
 * The contact details site-config.ts falls back to: a fictional business on reserved example
 * domains, never meant for visitors. Servers warn while their build has them and the publishing
 * workflow refuses to deploy them (scripts/check-placeholders.ts). Imports nothing, so the
 * deploy job runs it with Node alone (no npm ci).
 */
export const exampleContact = {
  SITE_ORIGIN: 'https://www.example.com',
  SITE_PHONE: '+91 79 0000 0000',
  SITE_EMAIL: 'hello@example.com',
  SITE_PRIVACY_EMAIL: 'privacy@example.com',
  SITE_STREET: '4th Floor, Example Business Park, Sindhu Bhavan Road',
  SITE_LINKEDIN_URL: 'https://www.linkedin.com/company/example',
  SITE_X_URL: 'https://x.com/example',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/example',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/example',
} as const

export type ContactSetting = keyof typeof exampleContact
/** The settings left at their example, each with its value, in exampleContact's order. */
export type Placeholders = Partial<Record<ContactSetting, string>>

/** The build's record of them: in dist/.vite/, and beside a release's site/ once published. */
export const placeholdersFile = 'placeholders.json'

// Spacing, case and a trailing slash do not make the example someone's own: "+91 7900000000"
// and "https://www.example.com/" are still the placeholders.
const comparable = (value: string) => value.replace(/\s+/g, '').replace(/\/+$/, '').toLowerCase()

/** The contact settings of `env` (SITE_* variables) that leave the example in place. */
export function placeholderSettings(env: Readonly<Record<string, string | undefined>>) {
  const placeholders: Placeholders = {}
  for (const [name, example] of Object.entries(exampleContact) as [ContactSetting, string][]) {
    const value = env[name]
    // Unset or empty: site-config.ts uses the example.
    if (!value) placeholders[name] = example
    else if (comparable(value) === comparable(example)) placeholders[name] = value
  }
  return placeholders
}

/** The one message servers print and the deploy step fails with; empty when there is none. */
export function placeholderMessage(placeholders: Placeholders): string {
  const named = Object.entries(placeholders).map(([name, value]) => `  ${name} (${value})`)
  if (named.length === 0) return ''
  return [
    'Placeholder contact details: these settings are still the fictional example defaults:',
    ...named,
    'Set each to your own before going live, then build again: as environment variables of',
    '`npm run build` (or in .env), as Docker build arguments (--build-arg), or as repository',
    'variables of the publishing workflow (Settings > Secrets and variables > Actions >',
    'Variables). See README.md, "Configuration (what a deployer replaces)".',
  ].join('\n')
}
