import { CallRequestForm } from '../components/call/call-request-form.tsx'
import { ContentPage } from './content-page.tsx'

/** /call: the call request between the introduction and the page's sections. */
export function CallPage() {
  return (
    <ContentPage
      afterIntro={(page) =>
        page.listing?.type === 'call-hours' ? <CallRequestForm times={page.listing} /> : null
      }
    />
  )
}
