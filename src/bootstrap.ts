/**
 * The one inline script of every page (scripts/postbuild.ts bundles and minifies it with Vite and
 * puts it in place of vite-react-ssg's two): it prepares what the app reads when it starts and
 * starts the page's JavaScript after the first frame, so no script competes with the first paint.
 *
 * It writes vite-react-ssg's and react-router's globals, as their own inline scripts would have:
 * - window.__VITE_REACT_SSG_HASH__: the build id (names the build's page data files);
 * - window.__staticRouterHydrationData: the router state the page was rendered with, read from
 *   the page's JSON data block, with the page's JSON-LD put back from its own script (the build
 *   left it out of the data block so as not to ship it twice);
 * - window.__VITE_REACT_SSG_STATIC_LOADER_DATA__: the page's data, so that coming back to the
 *   page needs no request.
 * Its attributes: data-build, data-entry (the entry chunk), data-preload (chunks to preload).
 */
import { buildIsRetired, reloadedKey } from './app/build-retired.ts'

interface HydrationState {
  loaderData?: Record<string, { head?: { jsonLd?: string | null } } | null>
}

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState
  }
}

const script = document.currentScript as HTMLScriptElement
const { build = '', entry: entryUrl = '', preload = '' } = script.dataset

document.documentElement.classList.add('js')
window.__VITE_REACT_SSG_HASH__ = build

const hydration = document.getElementById('router-hydration-data')
if (hydration) {
  const state = JSON.parse(hydration.textContent ?? '{}') as HydrationState
  const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent
  for (const data of Object.values(state.loaderData ?? {})) {
    if (data?.head && data.head.jsonLd === null && jsonLd) data.head.jsonLd = jsonLd
  }
  window.__staticRouterHydrationData = state
  window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ = {
    [location.pathname]: (state.loaderData ?? {}) as Record<string, unknown>,
  }
}

/** A deploy removed this build's entry: load the page again, once per build, as the new version. */
async function reloadIfRetired() {
  if (sessionStorage.getItem(reloadedKey) === build || !(await buildIsRetired(build))) return
  sessionStorage.setItem(reloadedKey, build)
  location.reload()
}

function start() {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = ''
  entry.src = entryUrl
  entry.onerror = () => void reloadIfRetired()
  document.head.appendChild(entry)
}

// After the first frame is painted.
requestAnimationFrame(() => setTimeout(start, 0))
