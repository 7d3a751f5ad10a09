import { describePeriod, retentionDays } from '../../config/retention.ts'
import { site } from '../../config/site.ts'

/**
 * What content text may name in braces ({brand}, {email} …, see schemas.ts): the site
 * configuration and the retention periods. The loader fills them in at build time; the CMS's
 * previews (src/cms) fill them in the same way.
 */
export const placeholders: Record<string, string> = {
  brand: site.name,
  shortName: site.shortName,
  brandSlug: site.brandSlug,
  city: site.address.city,
  email: site.email,
  phone: site.phone,
  address: [
    site.address.street,
    site.address.locality,
    site.address.city,
    site.address.region,
    site.address.postalCode,
    site.address.country,
  ].join(', '),
  privacyOfficer: site.privacy.officer,
  privacyEmail: site.privacy.email,
  enquiryRetention: describePeriod(retentionDays.enquiry),
  applicationRetention: describePeriod(retentionDays.application),
  keptApplicationRetention: describePeriod(retentionDays.keptApplication),
}

/** A text with its placeholders filled; an unknown one is left as written. */
export const withPlaceholders = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => placeholders[name] ?? token)
