/**
 * The case-study list's in-place filter: at most one choice per group (industry, service,
 * technology), kept in the query string (?industry=logistics&technology=postgresql) so it
 * survives a reload and the back button. Pure, so unit tests cover it; it ships with the page.
 */

/** One chip: a name, its slug (the query value), its page and the indexes of its entries. */
export interface FacetOption {
  name: string
  slug: string
  href: string
  items: number[]
}

/** One group of chips; `key` is its query parameter. */
export interface FacetGroup {
  key: string
  label: string
  options: FacetOption[]
}

/** The option chosen in each group, by the group's key; unknown values are ignored. */
export function chosenFacets(
  groups: readonly FacetGroup[],
  query: URLSearchParams,
): Record<string, FacetOption> {
  const chosen: Record<string, FacetOption> = {}
  for (const group of groups) {
    const option = group.options.find((entry) => entry.slug === query.get(group.key))
    if (option) chosen[group.key] = option
  }
  return chosen
}

/** The entries every chosen option lists, in their order. */
export function filterByFacets<T>(items: readonly T[], chosen: Record<string, FacetOption>): T[] {
  const options = Object.values(chosen)
  return items.filter((_, index) => options.every((option) => option.items.includes(index)))
}

/**
 * The query after a click on `slug` of group `key`: it replaces that group's choice, or clears
 * it when it was the choice; other groups keep theirs. Without `key`, every choice is cleared.
 */
export function toggleFacet(
  groups: readonly FacetGroup[],
  query: URLSearchParams,
  key?: string,
  slug?: string,
): Record<string, string> {
  if (key === undefined) return {}
  const chosen = Object.entries(chosenFacets(groups, query))
  const next = Object.fromEntries(
    chosen.filter(([group]) => group !== key).map(([group, option]) => [group, option.slug]),
  )
  return slug === undefined || query.get(key) === slug ? next : { ...next, [key]: slug }
}
