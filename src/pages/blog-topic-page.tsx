import { useLoaderData } from 'react-router-dom'
import { PostCards } from '../components/content/post-cards.tsx'
import type { BlogTopicPageData } from '../loaders/page-data.ts'
import { TopicPage } from './topic-page.tsx'

/** /blogs/topics/{category} and /blogs/tags/{tag}: that topic's posts, newest first. */
export function BlogTopicPage() {
  const page = useLoaderData() as BlogTopicPageData | null
  return (
    <TopicPage page={page} label="Posts" cards={() => <PostCards items={page?.items ?? []} />} />
  )
}
