import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page hydrates (matching the exported HTML), true from the next render on.
 * For state the static HTML cannot know, such as ?category= in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
