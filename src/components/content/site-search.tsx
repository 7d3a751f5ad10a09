import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { TopicLinks } from '../../loaders/page-data.ts'
import {
  excerptRuns,
  hits,
  loadSearch,
  search,
  whereLabel,
  foldVariants,
  type ResultGroup,
} from '../../lib/site-search.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Icon } from '../ui/icon.tsx'

/** Results shown at first, and added by each "Show more results". */
const perPage = 10

/**
 * The next `perPage` groups after `groups`: results are read ten at a time until that many
 * groups are shown (a page of country pages folds into few) or none are left.
 */
async function readGroups(
  results: NonNullable<Found>,
  from: { read: number; groups: ResultGroup[] },
): Promise<{ read: number; groups: ResultGroup[] }> {
  let { read, groups } = from
  const wanted = groups.length + perPage
  while (groups.length < wanted && read < results.length) {
    groups = foldVariants(groups, await hits(results.slice(read, read + perPage)))
    read = Math.min(read + perPage, results.length)
  }
  return { read, groups }
}

type Found = Awaited<ReturnType<typeof search>>

type State =
  | { status: 'idle' }
  | { status: 'searching' }
  | {
      status: 'done'
      term: string
      results: NonNullable<Found>
      /** How many of the results have been read into `groups`. */
      read: number
      groups: ResultGroup[]
    }
  | { status: 'failed' }

const counted = (count: number) => `${count} ${count === 1 ? 'page matches' : 'pages match'}`

/**
 * The site search (/search): a search box over Pagefind's index of every page, its results as
 * links with the words around the match, and every topic of the site as plain links below.
 * The box needs JavaScript and is shown only with it (the `js` class the bootstrap sets before
 * the first paint); without it the topics are the way in. Pagefind loads when the box is first
 * focused or typed in; the term is kept in the address (?q=), so a result list can be shared
 * and comes back with the browser's Back button. From the box the Down arrow moves to the first
 * result, and the arrows move between results; Tab and Shift+Tab move through them as links.
 */
export function useSiteSearch() {
  const [searchParams, setSearchParams] = useSearchParams()
  const [state, setState] = useState<State>({ status: 'idle' })
  const box = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const focusAt = useRef<number | null>(null)
  /** Each result's own link (not the country links under it). */
  const resultLinks = () => [
    ...(list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? []),
  ]

  /** What a search for `term` found, or null once the box has moved on to another term. */
  const answer = async (term: string): Promise<State | null> => {
    try {
      const results = await search(term)
      // A newer search has begun: its answer will come.
      if (!results || box.current?.value.trim() !== term) return null
      return {
        status: 'done',
        term,
        results,
        ...(await readGroups(results, { read: 0, groups: [] })),
      }
    } catch {
      return { status: 'failed' }
    }
  }
  const show = (found: State | null) => {
    if (found) setState(found)
  }

  const run = (raw: string) => {
    const term = raw.trim()
    setSearchParams(term ? { q: term } : {}, { replace: true, preventScrollReset: true })
    if (!term) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'searching' })
    void answer(term).then(show)
  }

  // A term in the address (a shared link, Back to this page) is searched for on arrival; a
  // visitor who came to search (the header's link) finds the box focused.
  useEffect(() => {
    const term = searchParams.get('q') ?? ''
    if (!box.current) return
    if (term) {
      box.current.value = term
      void answer(term).then(show)
    } else {
      box.current.focus()
    }
    // Once, on arrival: later changes to ?q= come from the box itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const more = async () => {
    if (state.status !== 'done') return
    focusAt.current = state.groups.length
    setState({ ...state, ...(await readGroups(state.results, state)) })
  }

  // Once the next results are on the page, focus goes to the first of them: reading goes on there.
  useEffect(() => {
    const at = focusAt.current
    const link = at === null ? undefined : resultLinks()[at]
    if (!link) return
    focusAt.current = null
    link.focus()
  }, [state])

  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const first = resultLinks()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }

  const onResultKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = resultLinks()
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    event.preventDefault()
    const next = at + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) box.current?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }

  const hydrated = useHydrated()
  const arriving = hydrated && state.status === 'idle' && Boolean(searchParams.get('q'))
  return { state, arriving, box, list, run, more, onBoxKey, onResultKey }
}

type SiteSearch = ReturnType<typeof useSiteSearch>

function statusMessage(state: State, arriving: boolean): string {
  switch (state.status) {
    case 'idle':
      // A term in the address is being searched for (the effect on arrival).
      return arriving ? 'Searching…' : ''
    case 'searching':
      return 'Searching…'
    case 'failed':
      return 'Search is not available right now. Browse by topic below, or try again in a moment.'
    case 'done':
      return state.results.length === 0
        ? `No page matches “${state.term}”. Try fewer or other words, or browse by topic below.`
        : `${counted(state.results.length)} “${state.term}”`
  }
}

/** The search box and what it found so far, said politely to screen readers. */
export function SearchForm({ search }: { search: SiteSearch }) {
  const { box, run, onBoxKey, state, arriving } = search
  return (
    <div className="hidden w-full max-w-2xl js:block">
      <form
        role="search"
        aria-label="Site"
        onSubmit={(event) => {
          event.preventDefault()
          run(box.current?.value ?? '')
        }}
      >
        <label htmlFor="site-search" className="sr-only">
          Search the site
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={box}
            id="site-search"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            placeholder="A service, a technology, an industry…"
            aria-describedby="site-search-status"
            aria-controls={
              state.status === 'done' && state.groups.length > 0 ? 'site-search-results' : undefined
            }
            onFocus={() => void loadSearch().catch(() => undefined)}
            onInput={(event) => run(event.currentTarget.value)}
            onKeyDown={onBoxKey}
            className="block w-full rounded-md border border-ink-muted/50 bg-surface py-3 pr-3 pl-11 text-lg text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1"
          />
        </div>
      </form>
      <p id="site-search-status" role="status" className="mt-3 min-h-6 text-sm text-ink-muted">
        {statusMessage(state, arriving)}
      </p>
    </div>
  )
}

/** The results found, ten at a time. */
export function SearchResults({ search }: { search: SiteSearch }) {
  const { state, list, more, onResultKey } = search
  if (state.status !== 'done' || state.groups.length === 0) return null
  return (
    <div className="mb-14 max-w-3xl">
      <ol
        ref={list}
        id="site-search-results"
        aria-label={`Results for ${state.term}`}
        className="divide-y divide-brand-100"
      >
        {state.groups.map(({ hit, variants }) => (
          <li key={hit.url} className="py-5 first:pt-0">
            <Link
              to={hit.url}
              onKeyDown={onResultKey}
              className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {hit.title}
            </Link>
            <p className="mt-1 text-sm break-words text-ink-muted">{whereLabel(hit.url)}</p>
            <p className="mt-2 text-ink">
              {excerptRuns(hit.excerpt).map((run, index) =>
                run.marked ? (
                  <mark
                    key={index}
                    className="rounded-sm bg-brand-100 px-0.5 font-semibold text-ink"
                  >
                    {run.text}
                  </mark>
                ) : (
                  run.text
                ),
              )}
            </p>
            {variants.length > 0 ? (
              <p className="mt-2 text-sm text-ink-muted">
                {hit.variantOf ? 'Also for clients in ' : 'For clients in '}
                {variants.map((variant, index) => (
                  <span key={variant.url}>
                    {index > 0 ? ', ' : null}
                    <Link to={variant.url} className="text-brand-700 underline underline-offset-2">
                      {variant.place}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {state.read < state.results.length ? (
        <button
          type="button"
          onClick={() => void more()}
          className="mt-4 min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Show more results
        </button>
      ) : null}
    </div>
  )
}

/** Every topic of the site as links: with the search box, and without JavaScript instead of it. */
export function TopicIndex({ topics }: { topics: readonly TopicLinks[] }) {
  return (
    <section aria-labelledby="site-topics">
      <h2 id="site-topics" className="text-2xl font-bold text-brand-900">
        Browse by topic
      </h2>
      <div className="mt-6 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((group) => {
          const id = `topic-${group.heading.toLowerCase().replace(/[^a-z]+/g, '-')}`
          return (
            <section key={group.heading} aria-labelledby={id}>
              <h3 id={id} className="text-lg font-semibold text-brand-900">
                {group.heading}
              </h3>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline-offset-4 hover:underline"
                    >
                      {link.icon ? <Icon name={link.icon} className="size-5" /> : null}
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}
