import { loadLatestVersion } from './stale-build.ts'

/**
 * A failure while the site starts in the browser is logged to the console. When the failure is
 * a chunk that a deploy removed (the tab holds a page of the previous build), the page is
 * loaded again once, so the visitor gets the new version instead of a page that stays static.
 * Navigations recover on their own (stale-build.ts, in the router).
 */
export function watchStartup() {
  window.addEventListener('unhandledrejection', (event) => {
    console.error('[site] startup or navigation failed:', event.reason)
    loadLatestVersion(event.reason, window.location.href).catch(() => {})
  })
}
