import { useSearchParams } from 'react-router-dom'
import type { PostCard } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { PostCards } from './post-cards.tsx'

const all = 'All posts'

/**
 * Every post, newest first, with a category filter. The exported page lists all posts (so
 * crawlers and visitors without JavaScript see them); the filter buttons appear once the page
 * is interactive and keep the choice in ?category= so it can be shared.
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

  const choose = (category: string) =>
    setSearchParams(category === all ? {} : { category }, {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <>
      <div
        role="group"
        aria-label="Filter posts by category"
        className="mb-8 flex flex-wrap gap-2 no-js:hidden"
      >
        {[all, ...categories].map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === active}
            onClick={() => choose(category)}
            className={cx(
              'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
              category === active
                ? 'border-brand-fill bg-brand-fill text-white'
                : 'border-brand-100 text-brand-800 hover:border-brand-700',
            )}
          >
            {category}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {hydrated ? `${shown.length} posts shown` : ''}
      </p>
      <PostCards items={shown} />
    </>
  )
}
