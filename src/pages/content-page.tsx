import { useLoaderData } from 'react-router-dom'
import { privacySectionBody } from '../components/privacy/privacy-lists.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { SectionList } from '../components/sections/section-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import { pagePath } from '../config/paths.ts'
import type { ReactNode } from 'react'
import type { ContentPageData } from '../loaders/page-data.ts'

/**
 * Every fixed page (home, about, contact …): its content file, rendered in order. Listing
 * pages and the contact page put their collection or form between the introduction and the
 * sections (`afterIntro`); the search page puts its box in the introduction (`actions`).
 */
export function ContentPage({
  afterIntro,
  actions,
}: {
  afterIntro?: (page: ContentPageData) => ReactNode
  /** What follows the introduction's text (the home page's calls to action, the search box). */
  actions?: ReactNode
}) {
  const page = useLoaderData() as ContentPageData
  const home = page.breadcrumbs.length === 0
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        intro={page.intro}
        breadcrumbs={page.breadcrumbs}
        art={page.art}
        proof={page.proof}
      >
        {home ? (
          <>
            <ButtonLink to={pagePath('contact')}>Get a quote</ButtonLink>
            <ButtonLink to={pagePath('estimate')} variant="secondary">
              Estimate your project
            </ButtonLink>
          </>
        ) : (
          actions
        )}
      </PageIntro>
      {afterIntro ? <Container className="py-12 sm:py-16">{afterIntro(page)}</Container> : null}
      <SectionList sections={page.sections} body={privacySectionBody} />
    </>
  )
}
