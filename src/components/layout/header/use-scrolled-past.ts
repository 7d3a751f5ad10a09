import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/**
 * Whether the page is scrolled more than `threshold` px. The server snapshot is `false`, so
 * hydration matches the exported HTML; the real position (e.g. after a reload mid-page) applies
 * right after.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  )
}
