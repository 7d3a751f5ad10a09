import type { ReactNode } from 'react'
import { useSession } from '../lib/session-context.ts'
import { ErrorNotice } from './ui.tsx'

/** Screens only admins may use; the API refuses the others with 403 anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession()
  if (user.role !== 'admin') return <ErrorNotice>Only admins can do this.</ErrorNotice>
  return children
}
