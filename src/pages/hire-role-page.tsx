import { Link, useLoaderData } from 'react-router-dom'
import { EngagementModels } from '../components/sections/engagement-models.tsx'
import { CardGrid } from '../components/sections/card-grid.tsx'
import { CheckList } from '../components/sections/check-list.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { FaqList } from '../components/sections/faq-list.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { Overview } from '../components/sections/overview.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { Steps } from '../components/sections/steps.tsx'
import { TagGroups } from '../components/sections/tag-list.tsx'
import { TechLogos } from '../components/sections/tech-logos.tsx'
import { CaseStudyProof } from '../components/content/featured-case-study.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Section } from '../components/ui/section.tsx'
import { pagePath } from '../config/paths.ts'
import type { HireRolePageData } from '../loaders/page-data.ts'

export function HireRolePage() {
  const page = useLoaderData() as HireRolePageData | null
  if (!page) return <NotFound />
  const { role } = page
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={role.title}
        lead={role.summary}
        breadcrumbs={page.breadcrumbs}
        art={role.art}
      >
        <ButtonLink to={pagePath('contact')}>Request developer profiles</ButtonLink>
        <ButtonLink to={pagePath('hire-developers')} variant="secondary">
          All hiring options
        </ButtonLink>
      </PageIntro>
      <Overview paragraphs={role.intro} />
      <Section heading="What they do on your team">
        <CheckList items={page.responsibilities} />
      </Section>
      <Section heading="Technologies they work with" tone="muted">
        <TechLogos items={page.technologies} label={`Technologies of our ${role.name}`} />
      </Section>
      <Section heading="Skills in depth">
        <TagGroups groups={page.skills} />
      </Section>
      <Section heading="Engagement models" tone="muted">
        <EngagementModels models={page.engagementModels} brief />
        <p className="mt-8">
          <Link
            to={pagePath('about-engagement-models')}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Compare the engagement models: who each suits and its terms
          </Link>
        </p>
      </Section>
      <Section heading="How hiring works">
        <Steps items={page.hiringProcess} />
      </Section>
      {page.caseStudy ? (
        <Section heading="Work our developers have delivered" tone="muted">
          <CaseStudyProof study={page.caseStudy} />
        </Section>
      ) : null}
      <Section heading={`Questions about hiring ${role.name}`}>
        <FaqList items={page.faqs} />
      </Section>
      <Section heading="Other developers you can hire" tone="muted">
        <CardGrid items={page.otherRoles} />
      </Section>
      <CtaBand
        heading={`Meet your ${role.name.replace(/s$/, '')}`}
        text={role.summary}
        action={{ label: 'Request developer profiles', href: pagePath('contact') }}
      />
    </>
  )
}
