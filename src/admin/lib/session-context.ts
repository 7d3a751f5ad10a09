import { createContext, useContext } from 'react'
import type { DeskUser } from '../contract.ts'

export interface DeskSession {
  user: DeskUser
  /** Shows the sign-in form: after signing out, or when the API answers 401. */
  signedOut: () => void
}

export const SessionContext = createContext<DeskSession | null>(null)

export function useSession(): DeskSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside the signed-in desk')
  return session
}
