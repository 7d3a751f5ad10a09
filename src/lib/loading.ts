/**
 * The loading indicator is on while any HTTP request is pending. A counter, not a
 * flag, so overlapping requests keep it on until the last one ends. Debounce 0: every change is
 * published synchronously. Read it with `useSyncExternalStore(subscribe, getSnapshot, …)`.
 */

type Listener = () => void

let pending = 0
const listeners = new Set<Listener>()

function publish(wasLoading: boolean) {
  // Listeners only care about the boolean, so a third parallel request wakes nobody.
  if (wasLoading === pending > 0) return
  for (const listener of [...listeners]) listener()
}

export function begin(): void {
  const wasLoading = pending > 0
  pending += 1
  publish(wasLoading)
}

export function end(): void {
  // Never below 0: a stray end() must not swallow the next request's begin().
  if (pending === 0) return
  pending -= 1
  publish(true)
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getSnapshot(): boolean {
  return pending > 0
}
