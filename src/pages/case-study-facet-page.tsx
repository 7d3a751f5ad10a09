import { useLoaderData } from 'react-router-dom'
import { CaseStudyCards } from '../components/content/case-study-cards.tsx'
import type { CaseStudyFacetPageData } from '../loaders/page-data.ts'
import { TopicPage } from './topic-page.tsx'

/** /case-studies/{industry,service,technology}/{slug}: those case studies, newest first. */
export function CaseStudyFacetPage() {
  const page = useLoaderData() as CaseStudyFacetPageData | null
  return (
    <TopicPage
      page={page}
      label="Case studies"
      cards={() => <CaseStudyCards items={page?.items ?? []} />}
    />
  )
}
