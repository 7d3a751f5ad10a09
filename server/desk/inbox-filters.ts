import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely'
import {
  applicationStatuses,
  itemKinds,
  callStatuses,
  leadLanguages,
  leadStatuses,
  statusesOf,
  type InboxFilters,
  type ItemKind,
  type ItemStatus,
  type Language,
} from '../../src/admin/contract.ts'
import { formOfItem, formsOfKind, leadForms } from '../database/lead-forms.ts'
import type { LeadSchema } from '../database/schema.ts'

export type FilterResult = { filters: InboxFilters } | { error: string }

/** "contact, estimate or application" */
const kindList = `${itemKinds.slice(0, -1).join(', ')} or ${itemKinds.at(-1)}`
const allStatuses: readonly ItemStatus[] = [
  ...new Set([...leadStatuses, ...callStatuses, ...applicationStatuses]),
]
const maxText = 200

/** A UTC day as YYYY-MM-DD that exists in the calendar (no 2026-02-30). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00.000Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A page number from a query string: 1, 2, …; undefined when it is not one. */
export function parsePage(value: unknown): number | undefined {
  if (value === undefined || value === '') return 1
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return undefined
  const page = Number(value)
  return page >= 1 ? page : undefined
}

/**
 * The inbox's filters from a query string (src/admin/contract.ts InboxFilters). An empty value
 * is no filter (an HTML form sends every field); a value that cannot be meant is an error
 * naming the parameter, never silently a different list.
 */
export function parseInboxFilters(query: Record<string, unknown>): FilterResult {
  const filters: InboxFilters = {}
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && typeof value !== 'string') return { error: `Give ${name} once.` }
  }
  const text = (name: string) => {
    const value = query[name]
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  const kind = text('kind')
  if (kind !== undefined) {
    if (!itemKinds.includes(kind as ItemKind)) return { error: `kind must be ${kindList}.` }
    filters.kind = kind as ItemKind
  }
  const status = text('status')
  if (status !== undefined) {
    const allowed = filters.kind ? statusesOf(filters.kind) : allStatuses
    if (!allowed.includes(status as ItemStatus)) {
      const of = filters.kind ? ` for kind ${filters.kind}` : ''
      return { error: `status must be one of ${allowed.join(', ')}${of}.` }
    }
    filters.status = status as ItemStatus
  }
  const language = text('language')
  if (language !== undefined) {
    if (!leadLanguages.includes(language as Language)) {
      return { error: `language must be one of ${leadLanguages.join(', ')}.` }
    }
    filters.language = language as Language
  }
  for (const name of ['topic', 'q', 'landing'] as const) {
    const value = text(name)
    if (value === undefined) continue
    if (value.length > maxText) return { error: `${name} can have at most ${maxText} characters.` }
    filters[name] = value
  }
  for (const name of ['from', 'to'] as const) {
    const value = text(name)
    if (value === undefined) continue
    if (!isDay(value)) return { error: `${name} must be a date like 2026-11-23.` }
    filters[name] = value
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    return { error: 'from must not be after to.' }
  }
  const page = parsePage(query.page)
  if (page === undefined) return { error: 'page must be a whole number from 1.' }
  filters.page = page
  return { filters }
}

/** `%`, `_` and the escape character itself match literally (LIKE … ESCAPE '\'). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString()

/**
 * The leads the desk shows as `item` (database/lead-forms.ts): those of its stored kind and,
 * where that kind has several forms, of its form. An estimate request is kind contact and form
 * estimate; an enquiry kind contact and form enquiry; an application kind application, whatever
 * an API of the release before wrote in `form` (the column's default, enquiry).
 */
function kindCondition(item: ItemKind): Expression<SqlBool> {
  const eb = expressionBuilder<LeadSchema, 'leads'>()
  const form = formOfItem(item)
  const { kind } = leadForms[form]
  const byKind = eb('leads.kind', '=', kind)
  return formsOfKind(kind).length > 1 ? eb.and([byKind, eb('leads.form', '=', form)]) : byKind
}

/**
 * The filters as one WHERE condition on `leads` (columns qualified, so the query may join
 * users and outbox). Written to give the same rows on SQLite and PostgreSQL: both compare
 * ISO-8601 text, and the search lower-cases both sides (database/storage.ts gives SQLite a
 * Unicode lower()) instead of relying on ILIKE or SQLite's ASCII-only case-insensitive LIKE.
 */
export function inboxCondition(filters: InboxFilters): Expression<SqlBool> {
  const eb = expressionBuilder<LeadSchema, 'leads'>()
  const conditions: Expression<SqlBool>[] = []
  if (filters.kind) conditions.push(kindCondition(filters.kind))
  if (filters.status) conditions.push(eb('leads.status', '=', filters.status))
  if (filters.topic) conditions.push(eb('leads.topic', '=', filters.topic))
  if (filters.language) conditions.push(eb('leads.language', '=', filters.language))
  if (filters.from) conditions.push(eb('leads.created_at', '>=', `${filters.from}T00:00:00.000Z`))
  if (filters.to) conditions.push(eb('leads.created_at', '<', nextDay(filters.to)))
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`
    const like = (column: 'leads.name' | 'leads.email' | 'leads.company') =>
      sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`
    conditions.push(eb.or([like('leads.name'), like('leads.email'), like('leads.company')]))
  }
  if (filters.landing) {
    if (filters.landing.endsWith('*')) {
      const prefix = filters.landing.slice(0, -1)
      // LIKE finds the candidates; substr keeps the match case-sensitive on SQLite too, whose
      // LIKE ignores the case of ASCII letters (paths are case-sensitive).
      conditions.push(
        sql<SqlBool>`(${sql.ref('leads.landing_page')} like ${`${escapeLike(prefix)}%`} escape '\\'
          and substr(${sql.ref('leads.landing_page')}, 1, ${[...prefix].length}) = ${prefix})`,
      )
    } else {
      conditions.push(eb('leads.landing_page', '=', filters.landing))
    }
  }
  return eb.and(conditions)
}

/** The filters in words for the audit log; the search text is not written (it may be an address). */
export function describeFilters(filters: InboxFilters): string {
  const parts: string[] = []
  if (filters.kind) parts.push(`kind ${filters.kind}`)
  if (filters.status) parts.push(`status ${filters.status}`)
  if (filters.topic) parts.push(`topic ${filters.topic}`)
  if (filters.language) parts.push(`language ${filters.language}`)
  if (filters.from) parts.push(`from ${filters.from}`)
  if (filters.to) parts.push(`to ${filters.to}`)
  if (filters.landing) parts.push(`landing ${filters.landing}`)
  if (filters.q) parts.push('search')
  return parts.length === 0 ? 'no filters' : parts.join(', ')
}
