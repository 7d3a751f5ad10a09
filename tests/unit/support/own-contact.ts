/** Real-looking values for every contact setting (src/config/placeholders.ts): none an example. */
export const ownContact = {
  SITE_ORIGIN: 'https://www.acme.test',
  SITE_PHONE: '+91 79 4000 1234',
  SITE_EMAIL: 'sales@acme.test',
  SITE_PRIVACY_EMAIL: 'privacy@acme.test',
  SITE_STREET: '2nd Floor, Shivalik Shilp, Iscon Cross Road',
  SITE_LINKEDIN_URL: 'https://www.linkedin.com/company/acme',
  SITE_X_URL: 'https://x.com/acme',
  SITE_FACEBOOK_URL: 'https://www.facebook.com/acme',
  SITE_INSTAGRAM_URL: 'https://www.instagram.com/acme',
}
