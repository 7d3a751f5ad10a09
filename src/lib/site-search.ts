/**
 * The site search's browser side: Pagefind's own script (/pagefind/pagefind.js, written by
 * the build, scripts/lib/search-index.ts), loaded the first time a visitor uses the search
 * box, never with a page.
 */

/** What Pagefind tells of one result page. */
export interface SearchHit {
  url: string
  title: string
  /** Words around the match, the matched ones between <mark> and </mark>. */
  excerpt: string
  /** A country page: the service page it is a variant of, and its country. */
  variantOf?: string
  place?: string
}

/** A result as shown: a page, and the country pages of the same service that matched too. */
export interface ResultGroup {
  hit: SearchHit
  variants: SearchHit[]
}

interface PagefindResult {
  id: string
  data: () => Promise<{
    url: string
    excerpt: string
    meta: { title?: string; variantOf?: string; place?: string }
  }>
}

interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>
  init: () => Promise<void>
  preload: (term: string) => Promise<void>
  debouncedSearch: (
    term: string,
    options?: object,
    wait?: number,
  ) => Promise<{ results: PagefindResult[] } | null>
}

export const pagefindScript = '/pagefind/pagefind.js'

let loading: Promise<Pagefind> | undefined

/** Pagefind, loaded once; a failed load is tried again next time. */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ pagefindScript) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: 28 })
      await pagefind.init()
      return pagefind
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The results of a search, in order, to be read a page at a time; null if a newer one began. */
export async function search(term: string): Promise<PagefindResult[] | null> {
  const pagefind = await loadSearch()
  const found = await pagefind.debouncedSearch(term, {}, 150)
  return found ? found.results : null
}

export async function hits(results: readonly PagefindResult[]): Promise<SearchHit[]> {
  return Promise.all(
    results.map(async (result) => {
      const { url, excerpt, meta } = await result.data()
      return {
        url,
        title: meta.title ?? url,
        excerpt,
        ...(meta.variantOf && meta.place ? { variantOf: meta.variantOf, place: meta.place } : {}),
      }
    }),
  )
}

/**
 * `hits` added to `groups` in rank order: a country page joins the group of its service's page,
 * or of an earlier country page of the same service (which the service's page, when it comes,
 * then leads), so one service is one result however many markets' pages match.
 */
export function foldVariants(groups: readonly ResultGroup[], hits: readonly SearchHit[]) {
  const folded = groups.map((group) => ({ ...group, variants: [...group.variants] }))
  const key = (hit: SearchHit) => hit.variantOf ?? hit.url
  for (const hit of hits) {
    const group = folded.find((entry) => key(entry.hit) === key(hit))
    if (!group) folded.push({ hit, variants: [] })
    else if (hit.variantOf) group.variants.push(hit)
    else {
      // The service's own page, ranked below one of its country pages, leads their group.
      group.variants.unshift(group.hit)
      group.hit = hit
    }
  }
  return folded
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
}

/**
 * An excerpt as text runs, each marked or not: rendered as text, never as HTML, so nothing in
 * an index can put markup on the page.
 */
export function excerptRuns(excerpt: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = []
  let marked = false
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      marked = part === '<mark>'
      continue
    }
    const text = part.replace(
      /&(?:amp|lt|gt|quot|#39|#x27);/g,
      (entity) => entities[entity] ?? entity,
    )
    if (text) runs.push({ text, marked })
  }
  return runs
}

/** Where a result is, as its address reads: "services › web-application-development". */
export function whereLabel(url: string): string {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  return segments.length === 0 ? 'home' : segments.map(decodeURIComponent).join(' › ')
}
