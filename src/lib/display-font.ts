/**
 * The display typeface (README, "Look and feel"). Headings use it only in a document that finds
 * it in the browser's cache: <html class="fonts"> switches them from the metric-matched fallback
 * to Plus Jakarta Sans (src/styles/app.css). A first visit paints with the fallback and requests
 * nothing but the document before that paint; once the page has loaded, the font is fetched
 * through the page's own @font-face rule and recorded here, and every later document sets its
 * headings in it: the inline bootstrap (src/bootstrap.ts) reads the record before the first
 * paint. A document never changes face while open (not even on a route change): Back must find
 * a page laid out as it was left, or the restored scroll position shows other content. A record of a font the browser has
 * since evicted costs nothing: the face is `font-display: optional`, so that page keeps the
 * fallback, and this fetches the font again.
 */
export const fontKey = 'font'
/** Names the font's release: a new one is fetched before pages rely on the record. */
export const fontRecord = 'plus-jakarta-sans-5'
export const fontClass = 'fonts'
const family = '"Plus Jakarta Sans"'

function recorded(): boolean {
  try {
    return localStorage.getItem(fontKey) === fontRecord
  } catch {
    return false
  }
}

/** Loads the font into the cache once the page has loaded, and records that it is there. */
export function warmDisplayFont(): void {
  if (recorded() || !('fonts' in document)) return
  const warm = () =>
    document.fonts
      .load(`700 1em ${family}`)
      .then((faces) => {
        if (faces.length > 0) localStorage.setItem(fontKey, fontRecord)
      })
      .catch(() => {
        // Offline, or storage blocked: the fallback stays, as on a first visit.
      })
  if (document.readyState === 'complete') void warm()
  else addEventListener('load', () => void warm(), { once: true })
}
