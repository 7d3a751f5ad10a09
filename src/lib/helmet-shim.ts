import type { ReactNode } from 'react'

/**
 * Browser stand-in for react-helmet-async (vite.config.ts, `headManagerShim`).
 * vite-react-ssg wraps the app in HelmetProvider, but our head is managed by @unhead/react,
 * so the real library (about 7 KB gzipped) would be dead weight on every first visit.
 */
export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children
}

export function Helmet() {
  return null
}
