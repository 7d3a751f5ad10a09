/**
 * The one inline script of every page (scripts/postbuild.ts bundles and minifies it with Vite and
 * puts it in place of vite-react-ssg's two): it marks the document for JavaScript, then, after the
 * first frame, links the whole stylesheet (the page inlines only the rules its server HTML uses),
 * fetches the page's data and starts the page's JavaScript once both are here, so nothing
 * competes with the first paint or weighs on the document, and what only JavaScript shows is
 * styled from the first render. Every page carries this script: keep it small.
 *
 * It writes vite-react-ssg's and react-router's globals, as their own inline scripts would have:
 * - window.__VITE_REACT_SSG_HASH__: the build id (names the build's page data files);
 * - window.__staticRouterHydrationData: the router state the page was rendered with, built from
 *   the page's data file (the same loader data the build rendered the page with);
 * - window.__VITE_REACT_SSG_STATIC_LOADER_DATA__: the page's data, so that coming back to the
 *   page needs no request.
 * Its attributes: data-build, data-entry (the entry chunk), data-preload (chunks to preload),
 * data-page-data (the page's data file, static-loader-data/{page}.{build}.json), data-stylesheet
 * (the site stylesheet).
 */
import { buildIsRetired, reloadedKey } from './app/build-retired.ts'

type LoaderData = Record<string, unknown>

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData: LoaderData; actionData: null; errors: null }
  }
}

const script = document.currentScript as HTMLScriptElement
const {
  build = '',
  entry: entryUrl = '',
  preload = '',
  pageData = '',
  stylesheet = '',
} = script.dataset
const root = document.documentElement

root.classList.add('js')
window.__VITE_REACT_SSG_HASH__ = build

/** A deploy removed this build's files: load the page again, once per build, as the new version. */
async function reloadIfRetired(): Promise<boolean> {
  if (sessionStorage.getItem(reloadedKey) === build || !(await buildIsRetired(build))) return false
  sessionStorage.setItem(reloadedKey, build)
  location.reload()
  return true
}

async function loadPageData(): Promise<LoaderData> {
  const response = await fetch(pageData)
  if (!response.ok) throw new Error(`${pageData}: HTTP ${response.status}`)
  return (await response.json()) as LoaderData
}

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link')
  element.rel = rel
  element.crossOrigin = ''
  element.href = href
  return document.head.appendChild(element)
}

async function start() {
  const css = link('stylesheet', stylesheet)
  const cssLoaded = new Promise((done) => (css.onload = css.onerror = done))
  for (const href of preload.split(' ').filter(Boolean)) link('modulepreload', href)
  let loaderData: LoaderData
  try {
    ;[loaderData] = await Promise.all([loadPageData(), cssLoaded])
  } catch (error) {
    if (await reloadIfRetired()) return
    // The server HTML stays as it is, with the no-JavaScript behaviour of its menus.
    root.classList.remove('js')
    console.error('[site] startup failed:', error)
    return
  }
  window.__staticRouterHydrationData = { loaderData, actionData: null, errors: null }
  window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ = { [location.pathname]: loaderData }

  const entry = document.createElement('script')
  entry.type = 'module'
  entry.crossOrigin = ''
  entry.src = entryUrl
  entry.onerror = () => void reloadIfRetired()
  document.head.appendChild(entry)
}

// After the first frame is painted.
requestAnimationFrame(() => setTimeout(() => void start(), 0))
