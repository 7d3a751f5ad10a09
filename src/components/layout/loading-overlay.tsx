import { useSyncExternalStore } from 'react'
import { getSnapshot, subscribe } from '../../lib/loading.ts'
import { useMessages } from '../../i18n/use-messages.ts'

/** The server never has a request in flight, so SSR and hydration both render "off". */
const getServerSnapshot = () => false

/**
 * The loading overlay: full screen, text "Loading", while any HTTP request is pending.
 *
 * The status region is always in the DOM (also in the static HTML): screen readers only announce
 * changes to a live region that already existed, so "Loading" is read out when it appears.
 * No aria-busy on it: a busy live region tells screen readers to hold its announcements until
 * it is no longer busy, which would swallow the very text we want read.
 * Nothing here is focusable and nothing takes focus: the overlay only blocks pointer clicks.
 * Its id is the target of index.html's render-blocking `rel="expect"` (see RootLayout).
 */
export function LoadingOverlay() {
  const loading = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  const { chrome } = useMessages()

  return (
    <div
      id="page-status"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-loading={loading}
    >
      {loading && (
        // z-[60]: above the sticky header and the mobile menu layer (z-50 at most).
        <div className="fixed inset-0 z-[60] flex cursor-wait flex-col items-center justify-center gap-4 bg-surface/80">
          <span
            aria-hidden="true"
            className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none motion-reduce:border-brand-600"
          />
          <p className="text-lg font-semibold text-ink">{chrome.loading}</p>
        </div>
      )}
    </div>
  )
}
