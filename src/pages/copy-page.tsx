import { useMatches } from 'react-router-dom'
import { StandardPage } from '../components/layout/standard-page.tsx'
import type { LinkCard } from '../components/sections/link-cards.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import type { Breadcrumb } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { pageCopy, type PageKey } from '../content/pages.ts'

/** What a route tells the copy page through its `handle`. */
export interface CopyPageHandle {
  copyPage: {
    key: PageKey
    path: string
    breadcrumbs: Breadcrumb[]
    related?: { heading: string; cards: readonly LinkCard[] }
  }
}

function isCopyPageHandle(handle: unknown): handle is CopyPageHandle {
  return typeof handle === 'object' && handle !== null && 'copyPage' in handle
}

/** The screen of pages that consist of their copy and links onwards (about, resources …). */
export function CopyPage() {
  const page = useMatches()
    .map((match) => match.handle)
    .findLast(isCopyPageHandle)?.copyPage
  if (!page) throw new Error('CopyPage rendered by a route without a copyPage handle')

  return (
    <StandardPage
      copy={pageCopy[page.key]}
      path={page.path}
      breadcrumbs={page.breadcrumbs}
      related={page.related}
      actions={
        page.path === paths.contact.href() ? null : (
          <ButtonLink to={paths.contact.href()}>Talk to us about your project</ButtonLink>
        )
      }
    />
  )
}
