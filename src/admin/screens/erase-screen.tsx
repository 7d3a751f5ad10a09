import { useState, type FormEvent } from 'react'
import { deskApi } from '../contract.ts'
import { DeskApiError, errorMessage, postJson } from '../lib/api.ts'
import { useSession } from '../lib/session-context.ts'
import { useTitle } from '../lib/use-title.ts'
import {
  Field,
  LiveMessage,
  buttonClass,
  dangerButtonClass,
  inputClass,
  secondaryButtonClass,
  type Announcement,
} from '../components/ui.tsx'

/** The API's answer: counts (or the records themselves, counted here). */
interface ErasureAnswer {
  contacts: number | unknown[]
  applications: number | unknown[]
}
const count = (value: number | unknown[]) => (Array.isArray(value) ? value.length : value)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const describe = (answer: ErasureAnswer) =>
  `${plural(count(answer.contacts), 'enquiry', 'enquiries')} and ${plural(count(answer.applications), 'application', 'applications')}`

/**
 * Erasing a person's data on request: find what an address has, then confirm by typing the
 * address again. The API deletes enquiries, applications, CVs and notification records.
 */
export function EraseScreen() {
  useTitle('Erase data')
  const { signedOut } = useSession()
  const [email, setEmail] = useState('')
  const [preview, setPreview] = useState<{ email: string; answer: ErasureAnswer } | null>(null)
  const [confirm, setConfirm] = useState('')
  const [message, setMessage] = useState<Announcement | null>(null)
  const [busy, setBusy] = useState(false)

  async function send<T>(url: string, body: unknown): Promise<T | null> {
    setBusy(true)
    setMessage(null)
    try {
      return await postJson<T>(url, body)
    } catch (error) {
      if (error instanceof DeskApiError && error.status === 401) signedOut()
      setMessage({ tone: 'error', text: errorMessage(error) })
      return null
    } finally {
      setBusy(false)
    }
  }

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    const answer = await send<ErasureAnswer>(deskApi.erasurePreview, { email: address })
    setConfirm('')
    setPreview(answer && { email: address, answer })
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!preview) return
    if (confirm.trim().toLowerCase() !== preview.email.toLowerCase()) {
      setMessage({
        tone: 'error',
        text: 'The address typed again is not the same. Nothing was erased.',
      })
      return
    }
    const answer = await send<ErasureAnswer>(deskApi.erasure, {
      email: preview.email,
      confirm: confirm.trim(),
    })
    if (!answer) return
    setPreview(null)
    setConfirm('')
    setEmail('')
    setMessage({ tone: 'ok', text: `Erased ${describe(answer)} for ${preview.email}.` })
  }

  return (
    <div className="flex max-w-prose flex-col gap-6">
      <h1 className="text-3xl font-bold text-brand-900">Erase data</h1>
      <p>
        When someone asks for their data to be deleted, find it by their e-mail address and erase
        it. This deletes their enquiries, applications, CVs and notification records for that
        address. <strong>It cannot be undone.</strong>
      </p>
      <form className="flex flex-col gap-4" onSubmit={find}>
        <Field id="erase-email" label="E-mail address">
          <input
            id="erase-email"
            type="email"
            required
            className={inputClass}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setPreview(null)
            }}
          />
        </Field>
        <div>
          <button type="submit" className={buttonClass} disabled={busy}>
            Find data
          </button>
        </div>
      </form>
      {preview && (
        <section
          aria-labelledby="erase-confirm"
          className="flex flex-col gap-4 rounded-lg border-2 border-danger-700 p-4"
        >
          <h2 id="erase-confirm" className="text-xl font-bold text-brand-900">
            Found {describe(preview.answer)} for {preview.email}
          </h2>
          <form className="flex flex-col gap-4" onSubmit={erase}>
            <Field id="erase-confirm-email" label="Type the e-mail address again to confirm">
              <input
                id="erase-confirm-email"
                type="email"
                required
                autoComplete="off"
                className={inputClass}
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap gap-4">
              <button type="submit" className={dangerButtonClass} disabled={busy}>
                Erase everything
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setPreview(null)}
              >
                Cancel
              </button>
            </div>
          </form>
        </section>
      )}
      <LiveMessage message={message} />
    </div>
  )
}
