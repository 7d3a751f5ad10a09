import { Link, useSearchParams } from 'react-router-dom'
import {
  deskApi,
  kindLabels,
  languageLabel,
  statusLabels,
  type InboxFilters,
  type InboxPage,
} from '../contract.ts'
import { errorMessage } from '../lib/api.ts'
import { formatDateTime } from '../lib/format.ts'
import { filtersFromQuery, queryFromFilters, queryString } from '../lib/inbox-query.ts'
import { useLoad } from '../lib/use-load.ts'
import { useTitle } from '../lib/use-title.ts'
import { Pager } from '../components/pager.tsx'
import { ErrorNotice, Loading, TableBox, linkClass, tdClass, thClass } from '../components/ui.tsx'
import { InboxFiltersForm } from './inbox-filters-form.tsx'

const columns = [
  'Kind',
  'Name',
  'E-mail',
  'Company',
  'Service or role',
  'Language',
  'Status',
  'Received',
  'Landing page',
]

export function InboxScreen() {
  useTitle('Inbox')
  const [search, setSearch] = useSearchParams()
  const filters = filtersFromQuery(search)
  const withoutPage = { ...filters, page: undefined }
  const { data, error } = useLoad<InboxPage>(`${deskApi.items}${queryString(filters)}`)
  const apply = (next: InboxFilters) => setSearch(queryFromFilters(next))

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-brand-900">Inbox</h1>
      <InboxFiltersForm
        key={queryString(withoutPage)}
        filters={filters}
        topics={data?.topics ?? []}
        onApply={apply}
      />
      <p>
        {/* A plain download: the API answers with a CSV attachment of every match. */}
        <a className={linkClass} href={`${deskApi.export}${queryString(withoutPage)}`}>
          Export CSV
        </a>{' '}
        <span className="text-ink-muted">(every match, all pages)</span>
      </p>
      {error ? (
        <ErrorNotice>{errorMessage(error)}</ErrorNotice>
      ) : !data ? (
        <Loading />
      ) : data.items.length === 0 ? (
        <p className="rounded-md bg-surface-muted p-4">Nothing matches these filters.</p>
      ) : (
        <>
          <TableBox label="Enquiries, estimate and call requests, and applications">
            <table className="w-full min-w-[64rem] border-collapse text-sm">
              <caption className="sr-only">
                Enquiries, estimate and call requests, and applications
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={thClass}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    <td className={tdClass}>{kindLabels[row.kind]}</td>
                    <td className={tdClass}>
                      {/* bdi: an Arabic name reads in its own direction. */}
                      <Link className={linkClass} to={`/items/${encodeURIComponent(row.id)}`}>
                        <bdi>{row.name}</bdi>
                      </Link>
                    </td>
                    <td className={`${tdClass} break-words`}>{row.email}</td>
                    <td className={tdClass}>
                      {row.company === null ? '—' : <bdi>{row.company}</bdi>}
                    </td>
                    <td className={tdClass}>{row.topicLabel ?? '—'}</td>
                    <td className={tdClass}>{languageLabel(row.language)}</td>
                    <td className={tdClass}>{statusLabels[row.status]}</td>
                    <td className={tdClass}>{formatDateTime(row.receivedAt)}</td>
                    <td className={`${tdClass} break-words`}>{row.landingPage ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun={data.total === 1 ? 'item' : 'items'}
            hrefOf={(page) => `/${queryString({ ...filters, page })}`}
          />
        </>
      )}
    </div>
  )
}
