import { Link, useLoaderData } from 'react-router-dom'
import { CardGrid } from '../components/sections/card-grid.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Section } from '../components/ui/section.tsx'
import { pagePath, paths } from '../config/paths.ts'
import type { CountryServicePageData } from '../loaders/page-data.ts'
import { ServiceSections } from './service-page.tsx'

/** The one screen behind every /{country}/{service} page: the service, set in its market. */
export function CountryServicePage() {
  const page = useLoaderData() as CountryServicePageData | null
  if (!page) return <NotFound />
  const { service, country } = page
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        lead={service.summary}
        breadcrumbs={page.breadcrumbs}
        languages={page.languages}
        meta={`${country.region} · ${country.currency.code} · ${country.timeZoneLabel}`}
        art={service.art}
      >
        <ButtonLink to={pagePath('contact')}>Discuss your project</ButtonLink>
        {/* The estimator opens in this market's currency. */}
        <ButtonLink
          to={`${pagePath('estimate')}?currency=${country.currency.code}`}
          variant="secondary"
        >
          Estimate in {country.currency.code}
        </ButtonLink>
      </PageIntro>
      <Section heading={`Working with clients in ${country.name}`} tone="muted">
        <dl className="grid gap-6 md:grid-cols-3">
          <Fact term="Working hours and overlap" detail={country.overlap} />
          <Fact term="How engagements run" detail={country.engagement} />
          <Fact
            term={`Quotes and invoices in ${country.currency.name}`}
            detail={country.commercial}
          />
        </dl>
      </Section>
      <Section heading={`${service.shortName} and the market in ${country.shortName}`}>
        <div className="max-w-prose space-y-4 text-lg text-ink-muted">
          {country.marketNote.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <ServiceSections service={service} industries={false} />
      <Section heading={`More about ${service.name}`}>
        <p className="max-w-prose text-lg text-ink-muted">
          Costs, timelines, ownership and support are answered on our{' '}
          <Link
            to={paths.service.href(service.slug)}
            className="text-brand-700 underline underline-offset-2"
          >
            {service.name} page
          </Link>
          , together with the industries we serve.
        </p>
      </Section>
      <Section heading={`More services for ${country.shortName}`} tone="muted">
        <CardGrid items={page.otherServices} />
      </Section>
      <CtaBand
        heading={service.cta.heading}
        text={service.cta.text}
        action={{ label: 'Get a quote', href: pagePath('contact') }}
      />
    </>
  )
}

export function Fact({ term, detail }: { term: string; detail: string }) {
  return (
    <div className="rounded-lg border border-brand-100 bg-surface p-5">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="mt-2 text-ink-muted">{detail}</dd>
    </div>
  )
}
