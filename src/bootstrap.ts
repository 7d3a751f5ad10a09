/**
 * The one inline script of every page (scripts/postbuild.ts bundles and minifies it with Vite and
 * puts it in place of vite-react-ssg's two). Every document carries it in its first round trip,
 * so it does only what cannot wait: it marks the document for JavaScript and sets
 * window.__VITE_REACT_SSG_HASH__ (the build id, which names the build's page data files), as
 * vite-react-ssg's own script would have. After the first frame it links the whole stylesheet
 * (the page inlines only the rules its server HTML uses), preloads the page's chunks and loads
 * src/start.ts, which fetches the page's data and starts the app; nothing competes with the
 * first paint.
 * Its attributes: data-build, data-start (src/start.ts as built), data-preload (chunks to
 * preload), data-stylesheet (the site stylesheet); src/start.ts reads data-entry (the entry
 * chunk) and data-page-data (the page's data file, static-loader-data/{page}.{build}.json).
 */
import { buildIsRetired, reloadedKey } from './app/build-retired.ts'

const script = document.currentScript as HTMLScriptElement
const { build = '', start: startUrl = '', preload = '', stylesheet = '' } = script.dataset
const { head } = document

document.documentElement.classList.add('js')
window.__VITE_REACT_SSG_HASH__ = build

/** A deploy removed this build's files: load the page again, once per build, as the new version. */
async function reloadIfRetired() {
  if (sessionStorage.getItem(reloadedKey) === build || !(await buildIsRetired(build))) return
  sessionStorage.setItem(reloadedKey, build)
  location.reload()
}

/** crossorigin="" makes a preload the same request as the module import that uses it. */
function link(rel: string, href: string) {
  const element = document.createElement('link')
  element.rel = rel
  element.crossOrigin = ''
  element.href = href
  head.appendChild(element)
}

function start() {
  link('stylesheet', stylesheet)
  for (const href of preload.split(' ').filter(Boolean)) link('modulepreload', href)
  const starter = document.createElement('script')
  starter.type = 'module'
  starter.crossOrigin = ''
  starter.src = startUrl
  starter.onerror = () => void reloadIfRetired()
  head.appendChild(starter)
}

// After the first frame is painted.
requestAnimationFrame(() => setTimeout(start, 0))
