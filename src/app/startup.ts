/**
 * SPEC §8: a failure while the site starts in the browser is logged to the console.
 * A chunk that no longer exists (the site was redeployed while the tab was open) reloads the
 * page once, so the visitor gets the new version instead of a dead link.
 */
export function watchStartup() {
  window.addEventListener('unhandledrejection', (event) => {
    console.error('[site] startup or navigation failed:', event.reason)
  })
  window.addEventListener('vite:preloadError', (event) => {
    const key = 'site:reloaded-after-preload-error'
    console.error('[site] could not load part of the site:', event.payload)
    if (sessionStorage.getItem(key)) return
    sessionStorage.setItem(key, '1')
    event.preventDefault()
    window.location.reload()
  })
}
