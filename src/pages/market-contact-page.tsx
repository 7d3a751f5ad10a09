import { Link, useLoaderData } from 'react-router-dom'
import { ContactForm } from '../components/forms/contact-form.tsx'
import { useMarketFormLanguage, withFormText } from './market-form-language.ts'
import { FormLanguageContext } from '../components/forms/use-form-text.ts'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { Section } from '../components/ui/section.tsx'
import { site } from '../config/site.ts'
import type { TranslatedLanguage } from '../i18n/locales.ts'
import type { MarketContactPageData } from '../loaders/page-data.ts'

const link = 'text-brand-700 underline'

/** /{locale}/contactus: the enquiry form in the market's language, then how to reach the office. */
export function MarketContactPage() {
  const page = useLoaderData() as MarketContactPageData | null
  // The form in the page's language, loaded with the route (routes.tsx).
  const formLanguage = useMarketFormLanguage()
  if (!page || !formLanguage) return <NotFound />
  const { address } = site
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        lead={page.lead}
        breadcrumbs={page.breadcrumbs}
        languages={page.languages}
        meta={page.meta}
      >
        <ButtonLink to={page.actions.primary.href}>{page.actions.primary.label}</ButtonLink>
        <ButtonLink to={page.actions.secondary.href} variant="secondary">
          {page.actions.secondary.label}
        </ButtonLink>
      </PageIntro>
      <Section id="enquiry" heading={page.formHeading}>
        <div className="max-w-3xl space-y-8">
          <p>
            <Link className={link} to={page.callLink.href}>
              {page.callLink.label}
            </Link>
          </p>
          <FormLanguageContext.Provider value={formLanguage}>
            <ContactForm />
          </FormLanguageContext.Provider>
        </div>
      </Section>
      <Section id="office" heading={page.office.heading} intro={page.office.hours} tone="muted">
        <address className="grid gap-6 not-italic sm:grid-cols-3">
          <div className="flex gap-3">
            <Icon name="map-pin" className="size-6 shrink-0 text-brand-700" />
            <div>
              <strong className="block text-brand-900">{page.office.address}</strong>
              {/* A postal address is written as the post reads it, in Latin letters. */}
              <p lang="en" dir="ltr">
                {site.name}
                <br />
                {address.street}, {address.locality}
                <br />
                {address.city}, {address.region} {address.postalCode}, {address.country}
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <Icon name="phone" className="size-6 shrink-0 text-brand-700" />
            <p>
              <strong className="block text-brand-900">{page.office.phone}</strong>
              <a className={link} href={site.phoneHref} dir="ltr">
                {site.phone}
              </a>
            </p>
          </div>
          <div className="flex gap-3">
            <Icon name="mail" className="size-6 shrink-0 text-brand-700" />
            <p>
              <strong className="block text-brand-900">{page.office.email}</strong>
              <a className={link} href={site.emailHref} dir="ltr">
                {site.email}
              </a>
              <br />
              {page.office.replyTime}
            </p>
          </div>
        </address>
      </Section>
    </>
  )
}

/** The route's screen, once the form's text in the page's language is loaded. */
export const screen = (language: TranslatedLanguage) => withFormText(language, MarketContactPage)
