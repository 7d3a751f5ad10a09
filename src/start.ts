/**
 * The page's start, after the first paint: loaded by the inline bootstrap (src/bootstrap.ts) as
 * a module of its own, so that the code every document carries stays short. It fetches the
 * page's data file and waits for the whole stylesheet the bootstrap linked, sets the globals
 * react-router and vite-react-ssg read as their own inline scripts would have, then imports the
 * entry (already preloaded), which hydrates the page with no further request:
 * - window.__staticRouterHydrationData: the router state the page was rendered with (its loader
 *   data, the same the build wrote to static-loader-data/{page}.{build}.json);
 * - window.__VITE_REACT_SSG_STATIC_LOADER_DATA__: the page's data, so that coming back to the
 *   page needs no request (src/app/page-data.ts).
 * It reads the bootstrap's attributes data-entry, data-page-data and data-stylesheet.
 */
import { buildId, buildIsRetired, reloadedKey } from './lib/build-retired.ts'
import { drawAfterStylesheet } from './lib/graphics-class.ts'
import { isReactChunk } from './lib/react-chunk.ts'
import { recordVisit } from './forms/attribution.ts'

type LoaderData = Record<string, unknown>

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData: LoaderData; actionData: null; errors: null }
  }
}

const {
  entry = '',
  pageData = '',
  preload = '',
  stylesheet = '',
} = document.querySelector<HTMLScriptElement>('script[data-build]')?.dataset ?? {}

/** React's chunk, evaluated on its own before the entry (src/lib/react-chunk.ts). */
const reactChunk = preload.split(' ').find(isReactChunk)

/** Resolves in a task of its own, after whatever the current one is doing. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** A deploy removed this build's files: load the page again, once per build, as the new version. */
async function reloadIfRetired(): Promise<boolean> {
  const build = buildId()
  if (sessionStorage.getItem(reloadedKey) === build || !(await buildIsRetired(build))) return false
  sessionStorage.setItem(reloadedKey, build)
  location.reload()
  return true
}

async function fetchPageData(): Promise<LoaderData> {
  const response = await fetch(pageData)
  if (!response.ok) throw new Error(`${pageData}: HTTP ${response.status}`)
  return (await response.json()) as LoaderData
}

/** Resolves when the whole stylesheet has loaded (or failed: the page works without it). */
function stylesheetLoaded(): Promise<unknown> {
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (element) => element.getAttribute('href') === stylesheet,
  )
  if (!link || link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', resolve)
    link.addEventListener('error', resolve)
  })
}

async function failed(error: unknown) {
  if (await reloadIfRetired()) return
  // The server HTML stays as it is, with the no-JavaScript behaviour of its menus.
  document.documentElement.classList.remove('js')
  console.error('[site] startup failed:', error)
}

async function start() {
  let loaderData: LoaderData
  try {
    ;[loaderData] = await Promise.all([
      fetchPageData(),
      stylesheetLoaded(),
      reactChunk && import(/* @vite-ignore */ reactChunk),
    ])
  } catch (error) {
    return failed(error)
  }
  drawAfterStylesheet()
  window.__staticRouterHydrationData = { loaderData, actionData: null, errors: null }
  window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ = { [location.pathname]: loaderData }
  await nextTask()
  await import(/* @vite-ignore */ entry).catch(failed)
}

recordVisit()
void start()
