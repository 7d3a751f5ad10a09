import { Link, useSearchParams } from 'react-router-dom'
import { deskApi, type AuditEntry } from '../contract.ts'
import { errorMessage } from '../lib/api.ts'
import { formatDateTime } from '../lib/format.ts'
import { useLoad } from '../lib/use-load.ts'
import { useTitle } from '../lib/use-title.ts'
import { Pager } from '../components/pager.tsx'
import { ErrorNotice, Loading, TableBox, linkClass, tdClass, thClass } from '../components/ui.tsx'

/** The API's page size for the audit log. */
const auditPageSize = 50

export function AuditScreen() {
  useTitle('Audit log')
  const [search] = useSearchParams()
  const requested = Number(search.get('page'))
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1
  const { data, error } = useLoad<{ entries: AuditEntry[]; total: number }>(
    `${deskApi.audit}?page=${page}`,
  )

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-brand-900">Audit log</h1>
      {error ? (
        <ErrorNotice>{errorMessage(error)}</ErrorNotice>
      ) : !data ? (
        <Loading />
      ) : data.entries.length === 0 ? (
        <p>The audit log is empty.</p>
      ) : (
        <>
          <TableBox label="Audit log">
            <table className="w-full min-w-[48rem] border-collapse text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
              <thead>
                <tr>
                  {['When', 'Who', 'Action', 'Item', 'Detail'].map((column) => (
                    <th key={column} scope="col" className={thClass}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={tdClass}>{formatDateTime(entry.at)}</td>
                    <td className={`${tdClass} break-words`}>{entry.actor ?? 'The system'}</td>
                    <td className={tdClass}>{entry.action}</td>
                    <td className={tdClass}>
                      {entry.itemId ? (
                        <Link
                          className={linkClass}
                          to={`/items/${encodeURIComponent(entry.itemId)}`}
                        >
                          {entry.itemId}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className={tdClass}>{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager
            page={page}
            pageSize={auditPageSize}
            total={data.total}
            noun={data.total === 1 ? 'entry' : 'entries'}
            hrefOf={(to) => (to > 1 ? `/audit?page=${to}` : '/audit')}
          />
        </>
      )}
    </div>
  )
}
