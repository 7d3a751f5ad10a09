import { z } from 'zod'
import { exampleContact } from './placeholders.ts'

/**
 * Brand, contact and host: the one place they are defined.
 * Every value can be replaced at build time with a SITE_* environment variable
 * (docs/operations.md, "Configuration"); the defaults are a fictional brand on reserved example
 * domains, its contact details in placeholders.ts (servers warn while a build has them).
 * Validated in Node when the build starts, so zod never ships to the browser (see site.ts).
 */
const httpsUrl = z.url({ protocol: /^https$/ })

const siteEnvSchema = z.object({
  SITE_NAME: z.string().min(2).default('Kitelane Technologies'),
  SITE_SHORT_NAME: z.string().min(2).default('Kitelane'),
  SITE_BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens')
    .default('kitelane'),
  SITE_ORIGIN: httpsUrl
    .refine((value) => new URL(value).hostname.startsWith('www.'), 'must be the public www host')
    .refine((value) => new URL(value).pathname === '/', 'must be an origin without a path')
    .transform((value) => new URL(value).origin)
    .default(exampleContact.SITE_ORIGIN),
  SITE_PHONE: z
    .string()
    .regex(/^\+[0-9 ]{8,20}$/, 'use international format, e.g. +91 79 0000 0000')
    .default(exampleContact.SITE_PHONE),
  SITE_EMAIL: z.email().default(exampleContact.SITE_EMAIL),
  /** Who answers questions about personal data (the DPDP Act's grievance officer): set a name. */
  SITE_PRIVACY_OFFICER: z.string().min(3).default('Data Protection and Grievance Officer'),
  SITE_PRIVACY_EMAIL: z.email().default(exampleContact.SITE_PRIVACY_EMAIL),
  SITE_STREET: z.string().min(3).default(exampleContact.SITE_STREET),
  SITE_LOCALITY: z.string().min(2).default('Bodakdev'),
  SITE_POSTAL_CODE: z
    .string()
    .regex(/^38\d{4}$/, 'must be an Ahmedabad PIN code (38xxxx)')
    .default('380054'),
  SITE_LINKEDIN_URL: httpsUrl.default(exampleContact.SITE_LINKEDIN_URL),
  SITE_X_URL: httpsUrl.default(exampleContact.SITE_X_URL),
  SITE_FACEBOOK_URL: httpsUrl.default(exampleContact.SITE_FACEBOOK_URL),
  SITE_INSTAGRAM_URL: httpsUrl.default(exampleContact.SITE_INSTAGRAM_URL),
})

export type SiteEnv = Partial<Record<keyof z.input<typeof siteEnvSchema>, string>>

export function createSiteConfig(env: SiteEnv) {
  // Empty strings mean "not set", as in a shell that exports VAR= .
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = siteEnvSchema.safeParse(defined)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid site configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  return {
    name: e.SITE_NAME,
    shortName: e.SITE_SHORT_NAME,
    brandSlug: e.SITE_BRAND_SLUG,
    origin: e.SITE_ORIGIN,
    phone: e.SITE_PHONE,
    phoneHref: `tel:${e.SITE_PHONE.replaceAll(' ', '')}`,
    email: e.SITE_EMAIL,
    emailHref: `mailto:${e.SITE_EMAIL}`,
    privacy: { officer: e.SITE_PRIVACY_OFFICER, email: e.SITE_PRIVACY_EMAIL },
    address: {
      street: e.SITE_STREET,
      locality: e.SITE_LOCALITY,
      city: 'Ahmedabad',
      region: 'Gujarat',
      postalCode: e.SITE_POSTAL_CODE,
      country: 'India',
      countryCode: 'IN',
    },
    social: [
      { id: 'linkedin', label: 'LinkedIn', href: e.SITE_LINKEDIN_URL },
      { id: 'x', label: 'X (Twitter)', href: e.SITE_X_URL },
      { id: 'facebook', label: 'Facebook', href: e.SITE_FACEBOOK_URL },
      { id: 'instagram', label: 'Instagram', href: e.SITE_INSTAGRAM_URL },
    ],
    copyrightYear: 2023,
    locale: 'en',
  } as const
}

export type SiteConfig = ReturnType<typeof createSiteConfig>
