import { JobList } from '../components/content/job-list.tsx'
import { ContentPage } from './content-page.tsx'

/** /careers: the open positions, then life at the company and how hiring works. */
export function CareersPage() {
  return (
    <ContentPage
      afterIntro={({ listing }) =>
        listing?.type === 'jobs' ? (
          <>
            <h2 id="open-positions" className="mb-6 text-2xl font-bold text-brand-900">
              Open positions
            </h2>
            <JobList items={listing.items} />
          </>
        ) : null
      }
    />
  )
}
