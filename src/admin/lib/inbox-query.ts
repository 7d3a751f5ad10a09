import {
  applicationStatuses,
  itemKinds,
  leadLanguages,
  leadStatuses,
  type InboxFilters,
  type ItemKind,
  type ItemStatus,
  type Language,
} from '../contract.ts'

/**
 * The inbox's filters live in the address (/admin?kind=contact&status=won&page=2), one query
 * parameter per InboxFilters field, so reload, back and a shared link keep them. The same
 * query string goes to the API and to the CSV export.
 */

const statuses: ReadonlySet<string> = new Set<ItemStatus>([...leadStatuses, ...applicationStatuses])
const textKeys = ['topic', 'from', 'to', 'q', 'landing'] as const
const day = /^\d{4}-\d{2}-\d{2}$/

/** The filters a query string holds; unknown or malformed values are left out. */
export function filtersFromQuery(query: URLSearchParams): InboxFilters {
  const filters: InboxFilters = {}
  const kind = query.get('kind')
  if (kind && (itemKinds as readonly string[]).includes(kind)) filters.kind = kind as ItemKind
  const status = query.get('status')
  if (status && statuses.has(status)) filters.status = status as ItemStatus
  const language = query.get('language')
  if (language && (leadLanguages as readonly string[]).includes(language)) {
    filters.language = language as Language
  }
  for (const key of textKeys) {
    const value = query.get(key)?.trim()
    if (!value) continue
    if ((key === 'from' || key === 'to') && !day.test(value)) continue
    filters[key] = value
  }
  const page = Number(query.get('page'))
  if (Number.isInteger(page) && page > 1) filters.page = page
  return filters
}

/** The query string of `filters`, in a fixed order; page 1 and empty values are left out. */
export function queryFromFilters(filters: InboxFilters): URLSearchParams {
  const query = new URLSearchParams()
  if (filters.kind) query.set('kind', filters.kind)
  if (filters.status) query.set('status', filters.status)
  if (filters.language) query.set('language', filters.language)
  for (const key of textKeys) {
    const value = filters[key]?.trim()
    if (value) query.set(key, value)
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page))
  return query
}

/** `?…` for a URL, or '' when there is nothing to add. */
export function queryString(filters: InboxFilters): string {
  const query = queryFromFilters(filters).toString()
  return query ? `?${query}` : ''
}

/** The number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}
