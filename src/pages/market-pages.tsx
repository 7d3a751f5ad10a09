import { Link, useLoaderData } from 'react-router-dom'
import { CardGrid } from '../components/sections/card-grid.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { Steps } from '../components/sections/steps.tsx'
import { TechLogos } from '../components/sections/tech-logos.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { Section } from '../components/ui/section.tsx'
import type { MarketLandingPageData, MarketServicePageData } from '../loaders/page-data.ts'
import { Fact } from './country-service-page.tsx'

type MarketPage = MarketLandingPageData | MarketServicePageData

/** The top of a market's page: its trail, languages, heading, line and two calls to action. */
function MarketIntro({ page }: { page: MarketPage }) {
  return (
    <PageIntro
      heading={page.heading}
      lead={page.lead}
      breadcrumbs={page.breadcrumbs}
      languages={page.languages}
      meta={page.meta}
      art={page.art}
    >
      <ButtonLink to={page.actions.primary.href}>{page.actions.primary.label}</ButtonLink>
      <ButtonLink to={page.actions.secondary.href} variant="secondary">
        {page.actions.secondary.label}
      </ButtonLink>
    </PageIntro>
  )
}

function Facts({ page }: { page: MarketPage }) {
  const more = 'marketLink' in page ? page.marketLink : undefined
  return (
    <Section id="working-with-us" heading={page.facts.heading} tone="muted">
      <dl className="grid gap-6 md:grid-cols-3">
        {page.facts.items.map((fact) => (
          <Fact key={fact.term} term={fact.term} detail={fact.detail} />
        ))}
      </dl>
      {more ? (
        <p className="mt-6 text-lg">
          <Link
            to={more.href}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {more.label}
          </Link>
        </p>
      ) : null}
    </Section>
  )
}

/** The market's economy and rules: on its landing page, which every service page leads to. */
function MarketNote({ page }: { page: MarketLandingPageData }) {
  return (
    <Section id="market" heading={page.market.heading}>
      <div className="max-w-prose space-y-4 text-lg text-ink-muted">
        {page.market.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  )
}

/**
 * The market's other services by name: their summaries are on the landing page, and the page
 * stays within its first flight in every language.
 */
function ServiceLinks({ items }: { items: MarketServicePageData['otherServices']['items'] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.href} className="flex">
          <Link
            to={item.href}
            className="lift inline-flex min-h-12 items-center gap-3 rounded-xl border border-brand-100 bg-surface px-4 py-2 font-semibold text-brand-700 shadow-sm hover:underline"
          >
            {item.icon ? <Icon name={item.icon} className="size-5" /> : null}
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** /{locale}: a market's landing page in its language. */
export function MarketLandingPage() {
  const page = useLoaderData() as MarketLandingPageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <MarketIntro page={page} />
      <Section id="services" heading={page.services.heading}>
        <CardGrid items={page.services.items} />
      </Section>
      <Facts page={page} />
      <MarketNote page={page} />
      <CtaBand heading={page.cta.heading} text={page.cta.text} action={page.cta.action} />
    </>
  )
}

/** /{locale}/{service}: one service for a market, in its language. */
export function MarketServicePage() {
  const page = useLoaderData() as MarketServicePageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <MarketIntro page={page} />
      <Facts page={page} />
      <Section id="offerings" heading={page.offerings.heading}>
        <CardGrid items={page.offerings.items} />
      </Section>
      <Section id="process" heading={page.process.heading} tone="muted">
        <Steps items={page.process.items} />
      </Section>
      <Section id="technologies" heading={page.technologies.heading}>
        <TechLogos items={page.technologies.items} label={page.technologies.label} />
      </Section>
      <Section id="more-services" heading={page.otherServices.heading} tone="muted">
        <ServiceLinks items={page.otherServices.items} />
      </Section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} action={page.cta.action} />
    </>
  )
}
