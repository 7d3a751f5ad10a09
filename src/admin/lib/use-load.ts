import { useCallback, useEffect, useState } from 'react'
import { DeskApiError, getJson } from './api.ts'
import { useSession } from './session-context.ts'

export interface Loaded<T> {
  data: T | null
  error: unknown
  loading: boolean
  /** Replaces the data with a newer answer (a POST's). */
  setData: (data: T) => void
  reload: () => void
}

/** GETs `url` whenever it changes; a 401 on the way shows the sign-in form. */
export function useLoad<T>(url: string): Loaded<T> {
  const { signedOut } = useSession()
  const [state, setState] = useState<{ url: string; data: T | null; error: unknown }>({
    url: '',
    data: null,
    error: null,
  })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    getJson<T>(url).then(
      (data) => current && setState({ url, data, error: null }),
      (error: unknown) => {
        if (!current) return
        if (error instanceof DeskApiError && error.status === 401) signedOut()
        setState({ url, data: null, error })
      },
    )
    return () => {
      current = false
    }
  }, [url, attempt, signedOut])

  const setData = useCallback((data: T) => setState({ url, data, error: null }), [url])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const fresh = state.url === url
  return {
    data: fresh ? state.data : null,
    error: fresh ? state.error : null,
    loading: !fresh,
    setData,
    reload,
  }
}
