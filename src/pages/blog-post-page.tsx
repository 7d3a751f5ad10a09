import { Link, useLoaderData } from 'react-router-dom'
import { PostCards } from '../components/content/post-cards.tsx'
import { Prose } from '../components/content/prose.tsx'
import { TableOfContents } from '../components/content/table-of-contents.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { TagList } from '../components/sections/tag-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { Container } from '../components/ui/container.tsx'
import { CoverImage } from '../components/ui/cover-image.tsx'
import { FormattedDate } from '../components/ui/formatted-date.tsx'
import { Section } from '../components/ui/section.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { pagePath, paths } from '../config/paths.ts'
import type { BlogPostPageData } from '../loaders/page-data.ts'

export function BlogPostPage() {
  const page = useLoaderData() as BlogPostPageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <BlogPostArticle page={page} />
    </>
  )
}

/** The page below its head: the content manager previews an entry with it (src/cms/previews.tsx). */
export function BlogPostArticle({ page }: { page: BlogPostPageData }) {
  const { post } = page
  return (
    <>
      <PageIntro
        heading={post.title}
        lead={post.description}
        breadcrumbs={page.breadcrumbs}
        meta={
          <Link
            to={paths.blogCategory.href(post.category)}
            className="underline underline-offset-4"
          >
            {post.category}
          </Link>
        }
        note={
          <>
            {post.author} · <FormattedDate date={post.date} />
            {post.updated ? (
              <>
                {' '}
                · Updated <FormattedDate date={post.updated} />
              </>
            ) : null}{' '}
            · {post.readingMinutes} min read
          </>
        }
      >
        <ButtonLink to={pagePath('contact')}>Ask our engineers</ButtonLink>
      </PageIntro>
      <Container className="py-12">
        <article className="mx-auto max-w-prose">
          <CoverImage image={post.cover} eager />
          {post.toc ? (
            <div className="mt-10">
              <TableOfContents headings={post.toc} />
            </div>
          ) : null}
          <div className="mt-10">
            <Prose html={post.html} />
          </div>
          <div className="mt-10">
            <TagList items={post.tags} label="Tags" href={paths.blogTag.href} />
          </div>
        </article>
      </Container>
      {page.related.length > 0 ? (
        <Section heading="Read next" tone="muted">
          <PostCards items={page.related} />
        </Section>
      ) : null}
    </>
  )
}
