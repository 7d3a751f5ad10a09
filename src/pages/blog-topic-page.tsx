import { useLoaderData } from 'react-router-dom'
import { PostCards } from '../components/content/post-cards.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { Container } from '../components/ui/container.tsx'
import type { BlogTopicPageData } from '../loaders/page-data.ts'

/** /blogs/topics/{category} and /blogs/tags/{tag}: that topic's posts, newest first. */
export function BlogTopicPage() {
  const page = useLoaderData() as BlogTopicPageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={page.heading}
        intro={page.intro}
        breadcrumbs={page.breadcrumbs}
        art={page.art}
      />
      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">Posts</h2>
        <PostCards items={page.items} />
      </Container>
    </>
  )
}
