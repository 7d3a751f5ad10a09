import { useState } from 'react'
import {
  deskApi,
  statusLabels,
  statusesOf,
  type DeskUser,
  type ItemChange,
  type ItemDetail,
  type ItemStatus,
} from '../contract.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { useSession } from '../lib/session-context.ts'
import {
  Field,
  LiveMessage,
  buttonClass,
  inputClass,
  type Announcement,
} from '../components/ui.tsx'

/**
 * Status, owner and note of one item. Status and owner are saved as soon as they change; the
 * note with its button. The API answers with the whole item, which replaces the shown one (its
 * history included). On an error the select shows the saved value again; a typed note stays.
 */
export function ItemEditor({
  item,
  users,
  onSaved,
}: {
  item: ItemDetail
  users: DeskUser[] | null
  onSaved: (item: ItemDetail) => void
}) {
  const { signedOut } = useSession()
  const [message, setMessage] = useState<Announcement | null>(null)
  const [pending, setPending] = useState<{ status?: ItemStatus; ownerId?: string }>({})
  // A note typed when the session ended is kept for after signing in again.
  const draftKey = `desk-note-draft:${item.id}`
  const [note, setNote] = useState(() => sessionStorage.getItem(draftKey) ?? item.note)
  const [saving, setSaving] = useState(false)

  async function save(change: ItemChange, what: string) {
    setSaving(true)
    setMessage(null)
    try {
      const updated = await postJson<ItemDetail>(deskApi.item(item.id), change)
      onSaved(updated)
      if ('note' in change) {
        setNote(updated.note)
        sessionStorage.removeItem(draftKey)
      }
      setMessage({ tone: 'ok', text: `Saved: ${what}.` })
    } catch (error) {
      if (error instanceof DeskApiError && error.status === 401) {
        if (note !== item.note) sessionStorage.setItem(draftKey, note)
        signedOut()
      }
      setMessage({ tone: 'error', text: `Not saved: ${errorMessage(error)}` })
    } finally {
      setPending({})
      setSaving(false)
    }
  }

  const owners = users ?? (item.owner ? [item.owner] : [])
  const ownerValue = pending.ownerId ?? item.owner?.id ?? ''

  return (
    <section
      aria-labelledby="handling"
      className="flex flex-col gap-4 rounded-lg bg-surface-muted p-4"
    >
      <h2 id="handling" className="text-xl font-bold text-brand-900">
        Handling
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="item-status" label="Status">
          <select
            id="item-status"
            className={inputClass}
            value={pending.status ?? item.status}
            onChange={(event) => {
              const status = event.target.value as ItemStatus
              setPending({ status })
              void save({ status }, `status ${statusLabels[status]}`)
            }}
          >
            {statusesOf(item.kind).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="item-owner" label="Owner">
          <select
            id="item-owner"
            className={inputClass}
            value={ownerValue}
            onChange={(event) => {
              const ownerId = event.target.value
              setPending({ ownerId })
              const owner = owners.find((user) => user.id === ownerId)
              void save({ ownerId: ownerId || null }, `owner ${owner?.email ?? 'nobody'}`)
            }}
          >
            <option value="">Nobody</option>
            {owners.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void save({ note }, 'note')
        }}
      >
        <Field id="item-note" label="Note">
          <textarea
            id="item-note"
            className={inputClass}
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass} disabled={saving}>
            Save note
          </button>
        </div>
      </form>
      <LiveMessage message={message} />
    </section>
  )
}
