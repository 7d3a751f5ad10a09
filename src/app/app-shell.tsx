import { UnheadProvider } from '@unhead/react/client'
import type { Unhead } from '@unhead/react/client'
import type { ReactNode } from 'react'

/**
 * Gives the route tree its head manager. On the client `head` is omitted and the provider
 * creates one; during the static build each page gets a fresh one (main.tsx).
 */
export function AppShell({ head, children }: { head: Unhead | undefined; children: ReactNode }) {
  return head ? (
    <UnheadProvider value={head}>{children}</UnheadProvider>
  ) : (
    <UnheadProvider>{children}</UnheadProvider>
  )
}
