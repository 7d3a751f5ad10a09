import { UnheadProvider } from '@unhead/react/client'
import type { Unhead } from '@unhead/react/client'
import type { ReactNode } from 'react'

/**
 * Gives the route tree its head manager in the static build, a fresh one per page (main.tsx).
 * The browser needs none: PageHead updates document.head itself after navigations.
 */
export function AppShell({ head, children }: { head: Unhead | undefined; children: ReactNode }) {
  return import.meta.env.SSR && head ? (
    <UnheadProvider value={head}>{children}</UnheadProvider>
  ) : (
    children
  )
}
