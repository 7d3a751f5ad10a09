import { useLoaderData } from 'react-router-dom'
import { CallRequestForm } from '../components/call/call-request-form.tsx'
import { useMarketFormLanguage, withFormText } from './market-form-language.ts'
import { FormLanguageContext } from '../components/forms/use-form-text.ts'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { Overview } from '../components/sections/overview.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { Steps } from '../components/sections/steps.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import { Section } from '../components/ui/section.tsx'
import type { TranslatedLanguage } from '../i18n/locales.ts'
import type { MarketCallPageData, MarketCallSentPageData } from '../loaders/page-data.ts'

/** /{locale}/call: the call request in the market's language, then what happens after it. */
export function MarketCallPage() {
  const page = useLoaderData() as MarketCallPageData | null
  // The form in the page's language, loaded with the route (routes.tsx).
  const formLanguage = useMarketFormLanguage()
  if (!page || !formLanguage) return <NotFound />
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
      <Container className="py-12 sm:py-16">
        <FormLanguageContext.Provider value={formLanguage}>
          <CallRequestForm times={page.times} action={page.action} />
        </FormLanguageContext.Provider>
      </Container>
      <Section id="after" heading={page.steps.heading} tone="muted">
        <Steps items={page.steps.items} />
      </Section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} action={page.cta.action} />
    </>
  )
}

/** /{locale}/call/sent: the thanks a visitor without JavaScript lands on, in their language. */
export function MarketCallSentPage() {
  const page = useLoaderData() as MarketCallSentPageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro heading={page.heading} lead={page.lead} breadcrumbs={page.breadcrumbs}>
        <ButtonLink to={page.actions.primary.href}>{page.actions.primary.label}</ButtonLink>
        <ButtonLink to={page.actions.secondary.href} variant="secondary">
          {page.actions.secondary.label}
        </ButtonLink>
      </PageIntro>
      <Overview paragraphs={[page.urgent]} />
    </>
  )
}

export const screen = (language: TranslatedLanguage) => withFormText(language, MarketCallPage)
