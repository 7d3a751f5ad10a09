import { useRef, useState } from 'react'
import { deskApi, roleLabels, type DeskAccount } from '../contract.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { formatDateTime } from '../lib/format.ts'
import { useLoad } from '../lib/use-load.ts'
import { useSession } from '../lib/session-context.ts'
import { useTitle } from '../lib/use-title.ts'
import {
  ErrorNotice,
  LiveMessage,
  Loading,
  TableBox,
  tdClass,
  thClass,
  type Announcement,
} from '../components/ui.tsx'
import { AddUserForm } from './add-user-form.tsx'
import { RemoveUserCell } from './remove-user-cell.tsx'

/** Admins list, add and remove the people who can sign in (as `leads users` does). */
export function UsersScreen() {
  useTitle('Users')
  const { user, signedOut } = useSession()
  const { data, error, reload } = useLoad<{ accounts: DeskAccount[] }>(deskApi.accounts)
  const [message, setMessage] = useState<Announcement | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const listHeading = useRef<HTMLHeadingElement>(null)

  async function remove(account: DeskAccount) {
    setBusy(true)
    setMessage(null)
    try {
      await postJson<undefined>(deskApi.removeAccount(account.id))
      setMessage({
        tone: 'ok',
        text: `Removed ${account.email}; their sessions have ended.`,
      })
    } catch (failure) {
      if (failure instanceof DeskApiError && failure.status === 401) signedOut()
      setMessage({ tone: 'error', text: errorMessage(failure) })
    } finally {
      setBusy(false)
      setConfirming(null)
      // The question's buttons are gone (and the row, once reloaded): the focus goes to the list.
      listHeading.current?.focus()
      reload()
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-brand-900">Users</h1>
      <section aria-labelledby="users-list" className="flex flex-col gap-4">
        <h2
          id="users-list"
          ref={listHeading}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 focus-visible:outline-none"
        >
          Who can sign in
        </h2>
        {error ? (
          <ErrorNotice>{errorMessage(error)}</ErrorNotice>
        ) : !data ? (
          <Loading />
        ) : (
          <TableBox label="Users">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <caption className="sr-only">Users, with what an admin can do to each</caption>
              <thead>
                <tr>
                  {['E-mail', 'Role', 'Added', 'Last sign-in'].map((column) => (
                    <th key={column} scope="col" className={thClass}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" className={thClass}>
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.accounts.map((account) => (
                  <tr key={account.id}>
                    <td className={`${tdClass} break-all`}>{account.email}</td>
                    <td className={tdClass}>{roleLabels[account.role]}</td>
                    <td className={tdClass}>{formatDateTime(account.createdAt)}</td>
                    <td className={tdClass}>
                      {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}
                    </td>
                    <td className={tdClass}>
                      {account.id === user.id ? (
                        'You'
                      ) : (
                        <RemoveUserCell
                          email={account.email}
                          confirming={confirming === account.id}
                          busy={busy}
                          onAsk={() => setConfirming(account.id)}
                          onCancel={() => setConfirming(null)}
                          onConfirm={() => void remove(account)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
      <LiveMessage message={message} />
      <section aria-labelledby="add-user" className="flex flex-col gap-4">
        <h2 id="add-user" className="text-xl font-bold text-brand-900">
          Add a user
        </h2>
        <AddUserForm
          onAdded={(account) => {
            setMessage({
              tone: 'ok',
              text: `Added ${account.email} (${roleLabels[account.role]}). They can sign in now.`,
            })
            reload()
          }}
        />
      </section>
    </div>
  )
}
