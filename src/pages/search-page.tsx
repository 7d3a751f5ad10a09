import {
  SearchForm,
  SearchResults,
  TopicIndex,
  useSiteSearch,
} from '../components/content/site-search.tsx'
import { ContentPage } from './content-page.tsx'

/**
 * /search: the search box in the page's introduction, its results below, then every topic of
 * the site as links (what a visitor without JavaScript gets instead of the box).
 */
export function SearchPage() {
  const search = useSiteSearch()
  return (
    <ContentPage
      actions={<SearchForm search={search} />}
      afterIntro={({ listing }) =>
        listing?.type === 'topics' ? (
          <>
            <SearchResults search={search} />
            <TopicIndex topics={listing.groups} />
          </>
        ) : null
      }
    />
  )
}
