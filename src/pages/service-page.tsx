import { useLoaderData } from 'react-router-dom'
import { CardGrid } from '../components/sections/card-grid.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList } from '../components/sections/faq-list.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { Steps } from '../components/sections/steps.tsx'
import { TagList } from '../components/sections/tag-list.tsx'
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
      <PageIntro heading={service.name} intro={service.intro} breadcrumbs={page.breadcrumbs}>
        <ButtonLink to={pagePath('contact')}>Discuss your project</ButtonLink>
        <ButtonLink to={pagePath('case-studies')} variant="secondary">
          See our case studies
        </ButtonLink>
      </PageIntro>
      <ServiceSections service={service} />
      <Section heading={`${service.name} in your market`} tone="muted">
        <CardGrid items={page.markets} />
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
  'name' | 'offerings' | 'process' | 'technologies' | 'industries' | 'faqs'
>

export function ServiceSections({
  service,
  industries = true,
}: {
  service: Pick<ServiceBody, 'name' | 'offerings' | 'process' | 'technologies'> &
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
        <TagList items={service.technologies} label={`Technologies for ${service.name}`} />
      </Section>
      {industries && service.industries ? (
        <Section heading="Industries we serve" tone="muted">
          <CardGrid items={service.industries} />
        </Section>
      ) : null}
    </>
  )
}

export function ServiceFaqs({ service }: { service: ServiceBody }) {
  return (
    <Section heading={`Questions about ${service.name}`}>
      <FaqList items={service.faqs} />
    </Section>
  )
}
