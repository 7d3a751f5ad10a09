import { useState, type MouseEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { pagePath } from '../../config/paths.ts'
import type { CaseStudyCard } from '../../content/types.ts'
import { cx } from '../../lib/cx.ts'
import {
  chosenFacets,
  filterByFacets,
  toggleFacet,
  type FacetGroup,
} from '../../lib/facet-filter.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { CaseStudyCards } from './case-study-cards.tsx'
import { FilterChip, plainClick } from './filter-chip.tsx'

/** Groups with more chips than this are a disclosure, closed until opened or chosen from. */
const collapseAfter = 12

/**
 * Every case study, newest first, with chips for each industry, service and technology. Each
 * chip is a link to that name's page (/case-studies/industry/{slug} …), which crawlers and
 * visitors without JavaScript follow; the exported page lists every study. Once the page is
 * interactive a click filters the list in place instead (one choice per group, kept in the
 * query string) and a live region says how many match.
 */
export function CaseStudyList({
  items,
  facets,
}: {
  items: readonly CaseStudyCard[]
  facets: readonly FacetGroup[]
}) {
  const [searchParams, setSearchParams] = useSearchParams()
  // The first render must match the exported HTML, so the filter applies after hydration.
  const hydrated = useHydrated()
  const chosen = hydrated ? chosenFacets(facets, searchParams) : {}
  const shown = filterByFacets(items, chosen)
  const filtered = Object.keys(chosen).length > 0
  const [opened, setOpened] = useState<string[]>([])

  const choose = (event: MouseEvent, key?: string, slug?: string) => {
    if (!hydrated || !plainClick(event)) return
    event.preventDefault()
    setSearchParams(toggleFacet(facets, searchParams, key, slug), {
      replace: true,
      preventScrollReset: true,
    })
  }

  return (
    <>
      <nav aria-label="Filter case studies" className="mb-8 space-y-4">
        {facets.map((group) => {
          const label = (
            <span id={`facet-${group.key}`} className="font-semibold text-brand-900">
              {group.label}
            </span>
          )
          const chips = (
            <ul aria-labelledby={`facet-${group.key}`} className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <FilterChip
                  key={option.slug}
                  to={option.href}
                  active={chosen[group.key] === option}
                  onClick={(event) => choose(event, group.key, option.slug)}
                >
                  {option.name}
                </FilterChip>
              ))}
            </ul>
          )
          // A long group (dozens of technologies) opens on request, and whenever it has the choice.
          return group.options.length > collapseAfter ? (
            <details
              key={group.key}
              className="group"
              open={opened.includes(group.key) || group.key in chosen}
              onToggle={(event) => {
                const { open } = event.currentTarget
                setOpened((keys) => [
                  ...keys.filter((key) => key !== group.key),
                  ...(open ? [group.key] : []),
                ])
              }}
            >
              <summary className="mb-2 flex min-h-11 cursor-pointer items-center gap-1 text-sm">
                {label}
                <span className="text-ink-muted">({group.options.length})</span>
                <span
                  aria-hidden="true"
                  className="text-brand-700 transition-transform group-open:rotate-90"
                >
                  ›
                </span>
              </summary>
              <div className="sm:pl-32">{chips}</div>
            </details>
          ) : (
            <div key={group.key} className="sm:flex sm:gap-4">
              <p className="mb-2 text-sm sm:mb-0 sm:w-28 sm:shrink-0 sm:pt-3">{label}</p>
              {chips}
            </div>
          )
        })}
        <div className="flex min-h-11 flex-wrap items-center gap-x-4">
          <Link
            to={pagePath('case-studies')}
            onClick={(event) => choose(event)}
            className={cx(
              'text-sm font-medium text-brand-700 underline underline-offset-4',
              !filtered && 'invisible',
            )}
          >
            Clear filters
          </Link>
          <p aria-live="polite" className="text-sm text-ink-muted">
            {hydrated && filtered ? `${shown.length} of ${items.length} case studies match` : ''}
          </p>
        </div>
      </nav>
      {shown.length > 0 ? (
        <CaseStudyCards items={shown} />
      ) : (
        <p className="text-ink-muted">No case study matches all of these filters.</p>
      )}
    </>
  )
}
