import { useMatches } from 'react-router-dom'
import { StandardPage } from '../components/layout/standard-page.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import type { Breadcrumb } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import type { PageCopy } from '../content/copy/page-copy.ts'

/** What a copy route hands its screen through `handle` (set by its lazy loader). */
export interface CopyPageHandle {
  copyPage: { copy: PageCopy; path: string; parents: Breadcrumb[] }
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
  const { copy, path, parents } = page

  return (
    <StandardPage
      copy={copy}
      path={path}
      breadcrumbs={[...parents, { name: copy.heading, path }]}
      related={copy.related}
      actions={<ButtonLink to={paths.contact.href()}>Talk to us about your project</ButtonLink>}
    />
  )
}
