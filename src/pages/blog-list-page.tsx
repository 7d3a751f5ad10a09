import { PostList } from '../components/content/post-list.tsx'
import { ContentPage } from './content-page.tsx'

/** /blogs: every post, newest first, with the category filter. */
export function BlogListPage() {
  return (
    <ContentPage
      afterIntro={({ listing }) =>
        listing?.type === 'posts' ? (
          <>
            <h2 className="sr-only">All posts</h2>
            <PostList items={listing.items} categories={listing.categories} />
          </>
        ) : null
      }
    />
  )
}
