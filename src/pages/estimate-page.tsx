import { Estimator } from '../components/estimator/estimator.tsx'
import { ContentPage } from './content-page.tsx'

/** /estimate: the project estimator between the introduction and the page's sections. */
export function EstimatePage() {
  return (
    <ContentPage
      afterIntro={(page) =>
        page.listing?.type === 'estimator' ? <Estimator rates={page.listing.rates} /> : null
      }
    />
  )
}
