import { Link, useLoaderData } from 'react-router-dom'
import { CardGrid } from '../components/sections/card-grid.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList } from '../components/sections/faq-list.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { Overview } from '../components/sections/overview.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { CaseStudyProof } from '../components/content/featured-case-study.tsx'
import { IconList } from '../components/sections/icon-list.tsx'
import { Steps } from '../components/sections/steps.tsx'
import { TechLogos } from '../components/sections/tech-logos.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Section } from '../components/ui/section.tsx'
import { pagePath } from '../config/paths.ts'
import type { ServiceDetails, ServicePageData } from '../loaders/page-data.ts'

export function ServicePage() {
  const page = useLoaderData() as ServicePageData | null
  if (!page) return <NotFound />
  const { service } = page
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={service.name}
        lead={service.summary}
        breadcrumbs={page.breadcrumbs}
        art={service.art}
      >
        <ButtonLink to={pagePath('contact')}>Discuss your project</ButtonLink>
        <ButtonLink to={pagePath('estimate')} variant="secondary">
          Estimate the cost
        </ButtonLink>
      </PageIntro>
      <Overview paragraphs={service.intro} />
      <ServiceSections service={service} />
      {page.caseStudy ? (
        <Section heading="Work we have delivered" tone="muted">
          <CaseStudyProof study={page.caseStudy} />
        </Section>
      ) : null}
      <Section heading={`${service.name} in your market`}>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
          {page.markets.map((market) => (
            <li key={market.href}>
              <Link
                to={market.href}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {market.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <ServiceFaqs service={service} />
      <CtaBand
        heading={service.cta.heading}
        text={service.cta.text}
        action={{ label: 'Get a quote', href: pagePath('contact') }}
      />
    </>
  )
}

/** What the service consists of; shared by the service page and its country variants. */
type ServiceBody = Pick<
  ServiceDetails,
  'name' | 'offerings' | 'process' | 'logos' | 'industries' | 'faqs'
>

export function ServiceSections({
  service,
  industries = true,
}: {
  service: Pick<ServiceBody, 'name' | 'offerings' | 'process' | 'logos'> &
    Partial<Pick<ServiceBody, 'industries'>>
  industries?: boolean
}) {
  return (
    <>
      <Section heading="What we deliver">
        <CardGrid items={service.offerings} />
      </Section>
      <Section heading="How we deliver it" tone="muted">
        <Steps items={service.process} />
      </Section>
      <Section heading="Technologies we use">
        <TechLogos items={service.logos} label={`Technologies for ${service.name}`} />
      </Section>
      {industries && service.industries ? (
        <Section heading="Industries we serve">
          <IconList items={service.industries} />
        </Section>
      ) : null}
    </>
  )
}

export function ServiceFaqs({ service }: { service: ServiceBody }) {
  return (
    <Section heading={`Questions about ${service.name}`} tone="muted">
      <FaqList items={service.faqs} />
    </Section>
  )
}
