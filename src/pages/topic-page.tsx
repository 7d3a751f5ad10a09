import type { ReactNode } from 'react'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { Overview } from '../components/sections/overview.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import { pagePath } from '../config/paths.ts'
import type { BlogTopicPageData } from '../loaders/page-data.ts'

/**
 * A page of one name's entries (a blog topic, a case-study facet): its head, the listing's
 * intro and illustration with its heading and summary, then the entries' cards.
 */
export function TopicPage({
  page,
  label,
  cards,
}: {
  page: Omit<BlogTopicPageData, 'items'> | null
  /** The cards' heading, for screen readers. */
  label: string
  cards: () => ReactNode
}) {
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        lead={page.intro[0] ?? ''}
        breadcrumbs={page.breadcrumbs}
        art={page.art}
      >
        <ButtonLink to={pagePath('contact')}>Discuss your project</ButtonLink>
      </PageIntro>
      <Overview paragraphs={page.intro.slice(1)} />
      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">{label}</h2>
        {cards()}
      </Container>
    </>
  )
}
