import { FaqTopics } from '../components/sections/faq-topics.tsx'
import { ContentPage } from './content-page.tsx'

/** /resources/FAQs: the questions of every topic, with a table of contents. */
export function FaqPage() {
  return (
    <ContentPage
      afterIntro={({ listing }) =>
        listing?.type === 'faq-topics' ? <FaqTopics topics={listing.topics} /> : null
      }
    />
  )
}
