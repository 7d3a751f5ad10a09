import { useLoaderData } from 'react-router-dom'
import { privacySectionBody } from '../components/privacy/privacy-lists.tsx'
import { Overview } from '../components/sections/overview.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { SectionList } from '../components/sections/section-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import type { ReactNode } from 'react'
import type { ContentPageData } from '../loaders/page-data.ts'

/**
 * Every fixed page (home, about, contact …): its content file, rendered in order: the hero (its
 * line of support and calls to action), the rest of its introduction, then its body. Listing
 * pages and the contact page put their collection or form between the introduction and the
 * sections (`afterIntro`); the search page puts its box in the introduction (`actions`).
 */
export function ContentPage({
  afterIntro,
  actions,
}: {
  afterIntro?: (page: ContentPageData) => ReactNode
  /** What follows the hero's line of support besides the content's calls to action (the search box). */
  actions?: ReactNode
}) {
  const page = useLoaderData() as ContentPageData
  const [lead = '', ...overview] = page.intro
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        lead={lead}
        breadcrumbs={page.breadcrumbs}
        art={page.art}
        proof={page.proof}
      >
        {actions}
        {page.actions?.map((action, index) => (
          <ButtonLink key={action.href} to={action.href} variant={index ? 'secondary' : 'primary'}>
            {action.label}
          </ButtonLink>
        ))}
      </PageIntro>
      <Overview paragraphs={overview} />
      {afterIntro ? <Container className="py-12 sm:py-16">{afterIntro(page)}</Container> : null}
      <SectionList sections={page.sections} body={privacySectionBody} />
    </>
  )
}
