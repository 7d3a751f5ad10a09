import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import { subscribeToToastRequests, toastsRequested } from '../../lib/notify.ts'

const LazyToastContainer = lazy<ComponentType>(() =>
  import('./toast-container.tsx')
    .then((module) => ({ default: module.SiteToastContainer }))
    .catch((error: unknown) => {
      // Toasts are never worth an error screen: without them the page still works.
      console.error('[site] could not load notifications:', error)
      return { default: () => null }
    }),
)

/** Static HTML and hydration never include toasts. */
const getServerSnapshot = () => false

/**
 * Where toasts appear. Renders nothing (and loads nothing) until the first `notify` call, then
 * loads the container and react-toastify; toasts requested meanwhile are queued, not lost.
 * Rendered once, by the root layout.
 */
export function ToastRegion() {
  const requested = useSyncExternalStore(
    subscribeToToastRequests,
    toastsRequested,
    getServerSnapshot,
  )
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  )
}
