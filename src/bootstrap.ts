/**
 * The one inline script of every page (scripts/postbuild.ts bundles and minifies it with Vite and
 * puts it in place of vite-react-ssg's two). Every document carries it in its first round trip,
 * so it does only what cannot wait: it marks the document for JavaScript, applies the colour
 * theme the visitor chose (src/lib/theme.ts; the body is not painted yet, so the other theme
 * never shows first) and sets window.__VITE_REACT_SSG_HASH__ (the build id, which names the
 * build's page data files), as vite-react-ssg's own script would have. Once the first paint is
 * on screen it links the whole stylesheet (the page inlines only the rules its server HTML
 * uses), preloads the page's chunks and loads src/start.ts, which fetches the page's data and
 * starts the app; nothing competes with the first paint.
 * Its attributes: data-build, data-start (src/start.ts as built), data-preload (chunks to
 * preload), data-stylesheet (the site stylesheet); src/start.ts reads data-entry (the entry
 * chunk) and data-page-data (the page's data file, static-loader-data/{page}.{build}.json).
 */
import { buildIsRetired, reloadedKey } from './lib/build-retired.ts'
import { deferredParts, drawnClass, wholePageClass } from './lib/graphics-class.ts'
import { themeKey } from './lib/theme.ts'

const script = document.currentScript as HTMLScriptElement
const { build = '', start: startUrl = '', preload = '', stylesheet = '' } = script.dataset
const { head } = document

const root = document.documentElement

root.classList.add('js')
// The theme the visitor chose, if any (src/lib/theme.ts). The stylesheet ignores a value other
// than light or dark, as it does a missing one: the system's setting applies.
try {
  const theme = localStorage.getItem(themeKey)
  if (theme) root.dataset.theme = theme
} catch {
  // Storage blocked: the system's setting applies.
}
window.__VITE_REACT_SSG_HASH__ = build

// The page's parts below the first screen are drawn only near it until src/start.ts sets
// wholePageClass (src/styles/app.css). Where the browser may restore a scroll position (anything
// but a plain navigation: a reload, Back from another site; or a link to an anchor), every part
// has its real height from the start.
// Otherwise, in the first frame before it is drawn, the parts already on the first screen are
// marked to be drawn with it (drawnClass); measuring lays out only the unmarked boxes.
if (
  location.hash ||
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type !== 'navigate'
)
  root.classList.add(wholePageClass)
else {
  requestAnimationFrame(() => {
    for (const part of document.querySelectorAll(deferredParts)) {
      if (part.getBoundingClientRect().top < innerHeight) part.classList.add(drawnClass)
    }
  })
}

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

/**
 * Links the stylesheet, then, in a task of its own, preloads the chunks and loads the start:
 * inserting them all in one task took 10 to 110 ms under a 4× CPU throttle.
 */
function start() {
  link('stylesheet', stylesheet)
  setTimeout(() => {
    for (const href of preload.split(' ').filter(Boolean)) link('modulepreload', href)
    const starter = document.createElement('script')
    starter.type = 'module'
    starter.crossOrigin = ''
    starter.src = startUrl
    starter.onerror = () => void reloadIfRetired()
    head.appendChild(starter)
  })
}

/**
 * Calls `then` once the whole document is on screen: the parser has finished and the browser
 * has reported the first contentful paint (its entry arrives after the frame is presented; a
 * frame callback could still run before the frame reaches the screen). Nothing requested from
 * here on competes with that paint, which holds the page's largest. If no paint is reported
 * within three seconds (a tab in the background paints nothing), the page starts all the same.
 */
function afterDocumentPaint(then: () => void) {
  let painted = false
  const once = () => {
    if (!painted || document.readyState === 'loading') return
    observer.disconnect()
    clearTimeout(fallback)
    painted = false
    then()
  }
  const observer = new PerformanceObserver((entries) => {
    painted ||= entries.getEntriesByName('first-contentful-paint').length > 0
    once()
  })
  const fallback = setTimeout(() => {
    painted = true
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', once)
    else once()
  }, 3000)
  observer.observe({ type: 'paint', buffered: true })
  addEventListener('DOMContentLoaded', once)
}

afterDocumentPaint(start)
