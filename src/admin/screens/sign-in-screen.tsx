import { useState, type FormEvent } from 'react'
import { deskApi, type DeskUser } from '../contract.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { formatWait } from '../lib/format.ts'
import { useTitle } from '../lib/use-title.ts'
import { buttonClass, Field, FormError, inputClass } from '../components/ui.tsx'

function signInError(error: unknown): string {
  if (error instanceof DeskApiError && error.status === 429) {
    const wait = error.retryAfter === null ? 'a few minutes' : formatWait(error.retryAfter)
    return `Too many sign-in attempts. Try again in ${wait}.`
  }
  return errorMessage(error)
}

export function SignInScreen({
  notice,
  onSignedIn,
}: {
  /** Why the form is shown again (the session ended). */
  notice?: string
  onSignedIn: (user: DeskUser) => void
}) {
  useTitle('Sign in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSending(true)
    setError(null)
    try {
      const { user } = await postJson<{ user: DeskUser }>(deskApi.session, { email, password })
      onSignedIn(user)
    } catch (failure) {
      // What was typed stays: only the message changes.
      setError(signInError(failure))
      setSending(false)
    }
  }

  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">Sign in to the sales desk</h1>
      {notice && <p className="rounded-md bg-brand-50 p-3">{notice}</p>}
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <Field id="sign-in-email" label="E-mail">
          <input
            id="sign-in-email"
            className={inputClass}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field id="sign-in-password" label="Password">
          <input
            id="sign-in-password"
            className={inputClass}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <FormError message={error} />
        <button type="submit" className={buttonClass} disabled={sending}>
          Sign in
        </button>
      </form>
    </main>
  )
}
