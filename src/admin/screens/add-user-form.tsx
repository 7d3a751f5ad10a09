import { useRef, useState, type FormEvent } from 'react'
import {
  deskApi,
  minPasswordLength,
  roleLabels,
  type DeskAccount,
  type NewAccount,
  type Role,
} from '../contract.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { passwordProblems } from '../lib/password-check.ts'
import { useSession } from '../lib/session-context.ts'
import { buttonClass, Field, FormError, inputClass } from '../components/ui.tsx'

const empty: NewAccount = { email: '', role: 'sales', password: '' }
const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ')

/**
 * Adding a user: the password is checked here (length, typed twice) before anything is sent;
 * the API's refusal (a bad address, an existing user) is shown with what was typed kept.
 */
export function AddUserForm({ onAdded }: { onAdded: (account: DeskAccount) => void }) {
  const { signedOut } = useSession()
  const [draft, setDraft] = useState<NewAccount>(empty)
  const [again, setAgain] = useState('')
  // Password problems show after the first try to send, then follow the typing.
  const [checked, setChecked] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const passwordInput = useRef<HTMLInputElement>(null)
  const againInput = useRef<HTMLInputElement>(null)
  const problems = checked ? passwordProblems(draft.password, again) : {}

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setChecked(true)
    setError(null)
    const found = passwordProblems(draft.password, again)
    if (found.password || found.again) {
      ;(found.password ? passwordInput : againInput).current?.focus()
      return
    }
    setBusy(true)
    try {
      const body: NewAccount = { ...draft, email: draft.email.trim() }
      const { account } = await postJson<{ account: DeskAccount }>(deskApi.accounts, body)
      setDraft(empty)
      setAgain('')
      setChecked(false)
      onAdded(account)
    } catch (failure) {
      if (failure instanceof DeskApiError && failure.status === 401) signedOut()
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="flex max-w-prose flex-col gap-4" onSubmit={submit}>
      <Field id="new-user-email" label="E-mail">
        <input
          id="new-user-email"
          type="email"
          required
          autoComplete="off"
          className={inputClass}
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
      </Field>
      <Field id="new-user-role" label="Role">
        <select
          id="new-user-role"
          className={inputClass}
          value={draft.role}
          onChange={(event) => setDraft({ ...draft, role: event.target.value as Role })}
        >
          {(['sales', 'admin'] as const).map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="new-user-password"
        label="Password"
        hint={`At least ${minPasswordLength} characters. Give it to them in person or by phone, not by e-mail.`}
        error={problems.password}
      >
        <input
          id="new-user-password"
          ref={passwordInput}
          type="password"
          required
          autoComplete="new-password"
          aria-invalid={problems.password ? true : undefined}
          aria-describedby={describedBy(
            problems.password !== undefined && 'new-user-password-error',
            'new-user-password-hint',
          )}
          className={inputClass}
          value={draft.password}
          onChange={(event) => setDraft({ ...draft, password: event.target.value })}
        />
      </Field>
      <Field id="new-user-again" label="Password again" error={problems.again}>
        <input
          id="new-user-again"
          ref={againInput}
          type="password"
          required
          autoComplete="new-password"
          aria-invalid={problems.again ? true : undefined}
          aria-describedby={problems.again ? 'new-user-again-error' : undefined}
          className={inputClass}
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
      </Field>
      <FormError message={error} />
      <div>
        <button type="submit" className={buttonClass} disabled={busy}>
          Add user
        </button>
      </div>
    </form>
  )
}
