import type { ReactNode } from 'react'
import type { PageCopy } from '../../content/copy/page-copy.ts'
import { LinkCards, type LinkCard } from '../sections/link-cards.tsx'
import { PageIntro } from '../sections/page-intro.tsx'
import type { Breadcrumb } from '../../config/breadcrumbs.ts'
import { PageHead } from '../seo/page-head.tsx'

/** A page made of its copy, optional actions and an optional grid of related links. */
export function StandardPage({
  copy,
  path,
  breadcrumbs,
  actions,
  related,
}: {
  copy: PageCopy
  path: string
  breadcrumbs: Breadcrumb[]
  actions?: ReactNode
  related?: { heading: string; cards: readonly LinkCard[] }
}) {
  return (
    <>
      <PageHead
        title={copy.title}
        description={copy.description}
        path={path}
        breadcrumbs={breadcrumbs}
      />
      <PageIntro heading={copy.heading} intro={copy.intro}>
        {actions}
      </PageIntro>
      {related ? <LinkCards heading={related.heading} cards={related.cards} /> : null}
    </>
  )
}
