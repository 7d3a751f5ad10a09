import { Link, useParams } from 'react-router-dom'
import {
  deskApi,
  kindLabels,
  languageLabel,
  statusLabels,
  type DeskUser,
  type ItemDetail,
  type NotificationState,
} from '../contract.ts'
import { errorMessage } from '../lib/api.ts'
import { formatBytes, formatDateTime } from '../lib/format.ts'
import { useLoad } from '../lib/use-load.ts'
import { useTitle } from '../lib/use-title.ts'
import { Details, ErrorNotice, Loading, linkClass } from '../components/ui.tsx'
import { ItemEditor } from './item-editor.tsx'

const h2Class = 'text-xl font-bold text-brand-900'

function Notification({ state }: { state: NotificationState }) {
  return (
    <li className="flex flex-col gap-2 border-b border-brand-100 pb-4">
      <h3 className="font-semibold">
        {state.channel === 'webhook'
          ? 'Webhook'
          : state.message === 'call-invitation'
            ? 'E-mail to the visitor: call invitation'
            : 'E-mail'}
      </h3>
      <Details
        rows={[
          ['Status', state.status],
          ['Attempts', String(state.attempts)],
          ['Last error', state.lastError],
          ['Sent', state.sentAt && formatDateTime(state.sentAt)],
          ['Next attempt', state.nextAttemptAt && formatDateTime(state.nextAttemptAt)],
        ]}
      />
      {state.log.length > 0 && (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Attempts">
          {state.log.map((attempt, index) => (
            <li key={index}>
              {formatDateTime(attempt.at)}: {attempt.result}
              {attempt.detail && <span className="text-ink-muted"> — {attempt.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </li>
  )
}

export function ItemScreen() {
  const { id = '' } = useParams()
  const item = useLoad<ItemDetail>(deskApi.item(id))
  const users = useLoad<{ users: DeskUser[] }>(deskApi.users)
  useTitle(item.data?.name ?? 'Item')

  if (item.error) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Item</h1>
        <ErrorNotice>{errorMessage(item.error)}</ErrorNotice>
        <Link className={linkClass} to="/">
          Back to the inbox
        </Link>
      </div>
    )
  }
  const data = item.data
  if (!data) return <Loading />
  const { attribution } = data

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <Link className={linkClass} to="/">
          Back to the inbox
        </Link>
        <h1 className="text-3xl font-bold break-words text-brand-900">
          <bdi>{data.name}</bdi>
        </h1>
        <p className="text-ink-muted">
          {kindLabels[data.kind]}, {statusLabels[data.status]}, received{' '}
          {formatDateTime(data.receivedAt)}
        </p>
      </div>
      <ItemEditor
        key={data.id}
        item={data}
        users={users.data?.users ?? null}
        onSaved={item.setData}
      />
      <section aria-labelledby="fields" className="flex flex-col gap-3">
        <h2 id="fields" className={h2Class}>
          What they sent
        </h2>
        <Details
          dir="auto"
          rows={[
            // The page's language: the one to answer in.
            ['Language', languageLabel(data.language)],
            ...data.fields.map((field) => [field.label, field.value] as [string, string]),
          ]}
        />
        {data.cv && (
          <p>
            <a className={linkClass} href={deskApi.cv(data.id)} download={data.cv.name}>
              Download the CV: {data.cv.name} ({formatBytes(data.cv.bytes)})
            </a>
          </p>
        )}
      </section>
      <section aria-labelledby="attribution" className="flex flex-col gap-3">
        <h2 id="attribution" className={h2Class}>
          Where they came from
        </h2>
        <Details
          rows={[
            ['Page', attribution.page],
            ['Landing page', attribution.landingPage],
            ['Referrer', attribution.referrer],
            ['UTM source', attribution.utmSource],
            ['UTM medium', attribution.utmMedium],
            ['UTM campaign', attribution.utmCampaign],
          ]}
        />
      </section>
      <section aria-labelledby="notifications" className="flex flex-col gap-3">
        <h2 id="notifications" className={h2Class}>
          Notifications
        </h2>
        {data.notifications.length === 0 ? (
          <p>None: e-mail and the CRM webhook were off when this item arrived.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.notifications.map((state, index) => (
              <Notification key={index} state={state} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="history" className="flex flex-col gap-3">
        <h2 id="history" className={h2Class}>
          History
        </h2>
        {data.history.length === 0 ? (
          <p>No changes yet.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {data.history.map((entry, index) => (
              <li key={index}>
                <span className="font-medium">{formatDateTime(entry.at)}</span>,{' '}
                {entry.actor ?? 'the system'}: {entry.action}
                {entry.detail && <span className="text-ink-muted"> — {entry.detail}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
