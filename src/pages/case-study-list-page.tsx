import { CaseStudyList } from '../components/content/case-study-list.tsx'
import { ContentPage } from './content-page.tsx'

/** /case-studies: every case study, newest first, with the industry, service and technology filter. */
export function CaseStudyListPage() {
  return (
    <ContentPage
      afterIntro={({ listing }) =>
        listing?.type === 'case-studies' ? (
          <>
            <h2 className="sr-only">All case studies</h2>
            <CaseStudyList items={listing.items} facets={listing.facets} />
          </>
        ) : null
      }
    />
  )
}
