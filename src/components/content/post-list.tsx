import type { MouseEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { pagePath, paths } from '../../config/paths.ts'
import type { PostCard } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { PostCards } from './post-cards.tsx'

const all = 'All posts'

/** A plain click, which the filter may take over; others (new tab, download) keep the link's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Every post, newest first, with a category filter. The exported page lists all posts (so
 * crawlers and visitors without JavaScript see them); each category is a link to its own page
 * (/blogs/topics/{category}), which crawlers and visitors without JavaScript follow. Once the
 * page is interactive a click filters the list in place instead and keeps the choice in
 * ?category= so it can be shared.
 */
export function PostList({
  items,
  categories,
}: {
  items: readonly PostCard[]
  categories: readonly string[]
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('category')
  // The first render must match the exported HTML, so the filter applies after hydration.
  const hydrated = useHydrated()
  const active = hydrated && requested && categories.includes(requested) ? requested : all
  const shown = active === all ? items : items.filter((post) => post.category === active)

  const choose = (event: MouseEvent, category: string) => {
    if (!hydrated || !plainClick(event)) return
    event.preventDefault()
    setSearchParams(category === all ? {} : { category }, {
      replace: true,
      preventScrollReset: true,
    })
  }

  return (
    <>
      <nav aria-label="Post categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {[all, ...categories].map((category) => (
            <li key={category} className="flex">
              <Link
                to={category === all ? pagePath('blogs') : paths.blogCategory.href(category)}
                aria-current={category === active ? 'true' : undefined}
                onClick={(event) => choose(event, category)}
                className={cx(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  category === active
                    ? 'border-brand-fill bg-brand-fill text-white'
                    : 'border-brand-100 text-brand-800 hover:border-brand-700',
                )}
              >
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-only" aria-live="polite">
        {hydrated ? `${shown.length} posts shown` : ''}
      </p>
      <PostCards items={shown} />
    </>
  )
}
