import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Section as SectionData } from '../../content/types.ts'
import { CaseStudyCards } from '../content/case-study-cards.tsx'
import { FeaturedCaseStudy } from '../content/featured-case-study.tsx'
import { EngagementModels } from './engagement-models.tsx'
import { OfficeDetails } from '../content/office-details.tsx'
import { PostCards } from '../content/post-cards.tsx'
import { Section } from '../ui/section.tsx'
import { CardGrid } from './card-grid.tsx'
import { CheckList } from './check-list.tsx'
import { CtaBand } from './cta-band.tsx'
import { FaqList } from './faq-list.tsx'
import { StatsBand } from './figures.tsx'
import { ServiceGroups } from './service-groups.tsx'
import { Steps } from './steps.tsx'
import { TechLogoGroups } from './tech-logos.tsx'
import { Testimonials } from './testimonials.tsx'

/**
 * A fixed page's sections in the order its content file lists them. Bodies that only one page
 * shows (the privacy notice's lists) come from the caller, so they stay out of the sections
 * chunk every page loads.
 */
export function SectionList({
  sections,
  body,
}: {
  sections: readonly SectionData[]
  body?: (section: SectionData) => ReactNode
}) {
  return sections.map((section, index) => {
    const tone = index % 2 === 1 ? 'muted' : 'plain'
    const key = `${section.type}-${section.heading}`
    switch (section.type) {
      case 'cta':
        return <CtaBand key={key} {...section} />
      case 'figures':
        return <StatsBand key={key} heading={section.heading} items={section.items} />
      case 'text':
        return (
          <Section key={key} id={section.id} heading={section.heading} tone={tone}>
            <div className="max-w-prose space-y-4 text-lg text-ink-muted">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
        )
      case 'services':
        return (
          <Section
            key={key}
            id="services"
            heading={section.heading}
            intro={section.intro}
            tone={tone}
          >
            <ServiceGroups columns={section.columns} />
          </Section>
        )
      default:
        return (
          <Section
            key={key}
            id={'id' in section ? section.id : undefined}
            heading={section.heading}
            intro={'intro' in section ? section.intro : undefined}
            tone={tone}
          >
            {body?.(section) ?? <SectionBody section={section} />}
          </Section>
        )
    }
  })
}

function SectionBody({ section }: { section: SectionData }) {
  switch (section.type) {
    case 'cards':
    case 'hire-roles':
      return <CardGrid items={section.items} />
    case 'steps':
      return <Steps items={section.items} />
    case 'list':
      return <CheckList items={section.items} />
    case 'faqs':
      return <FaqList items={section.items} />
    case 'testimonials':
      return <Testimonials items={section.items} />
    case 'technologies':
      return <TechLogoGroups groups={section.logos} />
    case 'engagement-models':
      return <EngagementModels models={section.models} />
    case 'case-studies':
      return (
        <div className="space-y-8">
          {section.feature ? <FeaturedCaseStudy study={section.feature} /> : null}
          {section.items.length > 0 ? <CaseStudyCards items={section.items} /> : null}
        </div>
      )
    case 'posts':
      return (
        <>
          <PostCards items={section.items} />
          {section.more && (
            <p className="mt-8">
              <Link
                to={section.more.href}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {section.more.label}
              </Link>
            </p>
          )}
        </>
      )
    case 'office':
      return <OfficeDetails icons={section.icons} />
    default:
      return null
  }
}
