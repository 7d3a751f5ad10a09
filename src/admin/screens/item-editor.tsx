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
import { formatSlot } from '../../calls/slots.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { useSession } from '../lib/session-context.ts'
import {
  Field,
  LiveMessage,
  TableBox,
  buttonClass,
  inputClass,
  secondaryButtonClass,
  tdClass,
  thClass,
  type Announcement,
} from '../components/ui.tsx'

/**
 * Status, owner and note of one item, and a call request's slots. Status and owner are saved as
 * soon as they change; the note with its button; a call is booked with the button of its slot. The API answers with the whole item, which replaces the shown one (its
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

  /** Books the call at `slot`: the API sets Call booked and queues the visitor's invitation. */
  function book(slot: string) {
    const when = formatSlot(new Date(slot), item.call?.timeZone ?? 'UTC')
    void save({ slot }, `call booked for ${when}; the invitation is on its way`)
  }

  async function save(change: ItemChange | { slot: string }, what: string) {
    setSaving(true)
    setMessage(null)
    try {
      const updated = await postJson<ItemDetail>(
        'slot' in change ? deskApi.bookCall(item.id) : deskApi.item(item.id),
        change,
      )
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
            {/* Call booked comes with a slot (below), not from this list. */}
            {statusesOf(item.kind)
              .filter((status) => status !== 'call_booked' || item.status === status)
              .map((status) => (
                <option key={status} value={status} disabled={status === 'call_booked'}>
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
      {item.call && <CallSlots call={item.call} saving={saving} onBook={book} />}
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

/** The times a visitor offered, in their zone and ours, each with its button to book it. */
function CallSlots({
  call,
  saving,
  onBook,
}: {
  call: NonNullable<ItemDetail['call']>
  saving: boolean
  onBook: (slot: string) => void
}) {
  // Another name for the same zone (Asia/Calcutta for Asia/Kolkata) needs no second column.
  const sameZone = call.slots.every(
    (slot) =>
      formatSlot(new Date(slot), call.timeZone) ===
      formatSlot(new Date(slot), call.companyTimeZone),
  )
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">The call</h3>
      <p className="text-sm text-ink-muted">
        Booking a time sets the status to Call booked and e-mails the visitor a calendar invitation.
        Another time can be booked later: the new invitation replaces the first.
      </p>
      <TableBox label="Times offered">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Times the visitor offered for the call</caption>
          <thead>
            <tr>
              {!sameZone && <th className={thClass}>Their time ({call.timeZone})</th>}
              <th className={thClass}>Our time ({call.companyTimeZone})</th>
              <th className={thClass}>
                <span className="sr-only">Booking</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {call.slots.map((slot) => {
              const booked = slot === call.booked
              const instant = new Date(slot)
              return (
                <tr key={slot}>
                  {!sameZone && <td className={tdClass}>{formatSlot(instant, call.timeZone)}</td>}
                  <td className={tdClass}>{formatSlot(instant, call.companyTimeZone)}</td>
                  <td className={tdClass}>
                    {booked ? (
                      <strong>Booked</strong>
                    ) : (
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={saving}
                        onClick={() => onBook(slot)}
                      >
                        Book this time
                        <span className="sr-only">
                          : {formatSlot(instant, call.companyTimeZone)}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableBox>
    </div>
  )
}
