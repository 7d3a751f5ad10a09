/**
 * When icons and logos start to paint. Their rules (`.i-{name}`, `.l-{slug}`, scripts/lib/graphics.ts)
 * come with the whole stylesheet, and resolving their images is a good part of the style work
 * that stylesheet causes: done in the same frame, the two made one task long enough to block
 * input (Lighthouse's total blocking time on the home page). So on a page with JavaScript the
 * rule that paints an icon (`:root.graphics .icon`) waits until src/start.ts sets
 * <html class="graphics"> in a task after the stylesheet's frame, and the first paint has empty
 * boxes, no masks; without JavaScript they paint with the stylesheet.
 */
export const graphicsClass = 'graphics'

/**
 * Until <html> has this class, a page with JavaScript draws its later sections and footer only
 * near the screen (`content-visibility: auto`, src/styles/app.css), so the first paint does the
 * hero's work alone. It is set in a task of its own after graphicsClass, so the rest of the page
 * is laid out apart from the stylesheet's and the icons' style work; from then on every section
 * has its real height, which React Router's scroll restoration needs to return to a position.
 */
export const wholePageClass = 'whole-page'

/**
 * What src/styles/app.css draws only near the screen until wholePageClass: its `:is()` list, written
 * as the minified stylesheet writes it, so the bootstrap's copy costs the document almost nothing.
 */
export const deferredParts = '#main>*+*,#main article>*+*,#main .prose,#main+footer'

/**
 * Marks a deferred part that is on the first screen (src/bootstrap.ts): it is drawn with the
 * first frame. Chrome decides what is near the screen only after a frame's layout, so such a
 * part would be blank in the first frame and drawn in the next, which it counts as a layout
 * shift.
 */
export const firstScreenClass = 'first-screen'

/** Runs `then` in a task after the next frame. */
function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then))
}

/**
 * Sets graphicsClass after the next frame (the frame that applies the stylesheet just loaded),
 * then wholePageClass after the frame after that.
 */
export function showGraphicsAfterNextFrame(): void {
  const { classList } = document.documentElement
  afterNextFrame(() => {
    classList.add(graphicsClass)
    afterNextFrame(() => classList.add(wholePageClass))
  })
}
