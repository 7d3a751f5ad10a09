import { useSyncExternalStore } from 'react'

/**
 * The page's scroll position as last read where reading it costs nothing extra: in a scroll
 * event, and in the frame after a component subscribes. Reading `window.scrollY` brings style
 * and layout up to date first. Read in the snapshot, it did that inside React's hydration
 * commit, just after the whole stylesheet had arrived: a forced style recalculation of 8 ms at
 * full speed in one Lighthouse trace, added to a task that already was the longest after the
 * first paint. The frame does that work in its own task.
 */
let position = 0
const listeners = new Set<() => void>()

function read() {
  position = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('scroll', read, { passive: true })
  listeners.add(onChange)
  // Where the page already is (after a reload mid-page, or scrolled while it started): read in
  // a frame callback, where the frame brings style and layout up to date anyway.
  const frame = requestAnimationFrame(read)
  return () => {
    cancelAnimationFrame(frame)
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('scroll', read)
  }
}

/**
 * Whether the page is scrolled more than `threshold` px. The server snapshot is `false`, so
 * hydration matches the exported HTML; the real position (e.g. after a reload mid-page) applies
 * from the next frame.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => position > threshold,
    () => false,
  )
}
