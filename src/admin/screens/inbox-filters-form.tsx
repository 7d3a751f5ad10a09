import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  applicationStatuses,
  callStatuses,
  itemKinds,
  kindLabels,
  languageLabel,
  leadLanguages,
  leadStatuses,
  statusLabels,
  statusesOf,
  type InboxFilters,
  type ItemKind,
  type ItemStatus,
  type Language,
  type TopicOption,
} from '../contract.ts'
import { Field, buttonClass, inputClass, linkClass } from '../components/ui.tsx'

/** With "All" kinds, every status of every kind. */
const allStatuses = [
  ...new Set<ItemStatus>([...leadStatuses, ...callStatuses, ...applicationStatuses]),
]

type Draft = Required<Omit<InboxFilters, 'page' | 'kind' | 'status' | 'language'>> & {
  kind: ItemKind | ''
  status: ItemStatus | ''
  language: Language | ''
}

/**
 * The inbox's filters. The form holds a draft; "Apply filters" puts it in the address (the
 * inbox remounts this form when the address changes, so back and forward show their filters).
 */
export function InboxFiltersForm({
  filters,
  topics,
  onApply,
}: {
  filters: InboxFilters
  topics: TopicOption[]
  onApply: (filters: InboxFilters) => void
}) {
  const [draft, setDraft] = useState<Draft>({
    kind: filters.kind ?? '',
    status: filters.status ?? '',
    topic: filters.topic ?? '',
    language: filters.language ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    landing: filters.landing ?? '',
    q: filters.q ?? '',
  })
  const statuses = draft.kind ? statusesOf(draft.kind) : allStatuses
  // A topic in the address that no lead has (any more) stays selectable, by its slug.
  const topicOptions =
    draft.topic && !topics.some((topic) => topic.value === draft.topic)
      ? [{ value: draft.topic, label: draft.topic }, ...topics]
      : topics
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }))

  function changeKind(kind: ItemKind | '') {
    setDraft((current) => ({
      ...current,
      kind,
      // A status the new kind does not have would match nothing.
      status:
        kind && current.status && !statusesOf(kind).includes(current.status) ? '' : current.status,
    }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onApply({
      ...(draft.kind && { kind: draft.kind }),
      ...(draft.status && { status: draft.status }),
      ...(draft.language && { language: draft.language }),
      topic: draft.topic,
      from: draft.from,
      to: draft.to,
      landing: draft.landing,
      q: draft.q,
    })
  }

  return (
    <form
      role="search"
      aria-label="Filter the inbox"
      onSubmit={submit}
      className="grid gap-4 rounded-lg bg-surface-muted p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field id="filter-kind" label="Kind">
        <select
          id="filter-kind"
          className={inputClass}
          value={draft.kind}
          onChange={(event) => changeKind(event.target.value as ItemKind | '')}
        >
          <option value="">All</option>
          {itemKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-status" label="Status">
        <select
          id="filter-status"
          className={inputClass}
          value={draft.status}
          onChange={set('status')}
        >
          <option value="">Any</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-topic" label="Service or role">
        <select
          id="filter-topic"
          className={inputClass}
          value={draft.topic}
          onChange={set('topic')}
        >
          <option value="">Any</option>
          {topicOptions.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-language" label="Language">
        <select
          id="filter-language"
          className={inputClass}
          value={draft.language}
          onChange={set('language')}
        >
          <option value="">Any</option>
          {leadLanguages.map((language) => (
            <option key={language} value={language}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="filter-q" label="Search" hint="Name, e-mail or company">
        <input
          id="filter-q"
          type="search"
          className={inputClass}
          aria-describedby="filter-q-hint"
          value={draft.q}
          onChange={set('q')}
        />
      </Field>
      <Field id="filter-from" label="From">
        <input
          id="filter-from"
          type="date"
          className={inputClass}
          value={draft.from}
          onChange={set('from')}
        />
      </Field>
      <Field id="filter-to" label="To">
        <input
          id="filter-to"
          type="date"
          className={inputClass}
          value={draft.to}
          onChange={set('to')}
        />
      </Field>
      <Field id="filter-landing" label="Landing page" hint="e.g. /au/* for every page under /au">
        <input
          id="filter-landing"
          className={inputClass}
          aria-describedby="filter-landing-hint"
          value={draft.landing}
          onChange={set('landing')}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-4">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <Link to="/" className={linkClass}>
          Clear filters
        </Link>
      </div>
    </form>
  )
}
