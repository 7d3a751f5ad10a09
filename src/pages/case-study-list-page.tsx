import { CaseStudyCards } from '../components/content/case-study-cards.tsx'
import { ContentPage } from './content-page.tsx'

/** /case-studies: every case study, newest first. */
export function CaseStudyListPage() {
  return (
    <ContentPage
      afterIntro={({ listing }) =>
        listing?.type === 'case-studies' ? (
          <>
            <h2 className="sr-only">All case studies</h2>
            <CaseStudyCards items={listing.items} />
          </>
        ) : null
      }
    />
  )
}
