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
 * hero's work alone. It is set once src/start.ts has drawn every such part in turn (drawInTurn);
 * from then on every section has its real height, which React Router's scroll restoration needs
 * to return to a position.
 */
export const wholePageClass = 'whole-page'

/**
 * What src/styles/app.css draws only near the screen until wholePageClass: its `:is()` list, written
 * as the minified stylesheet writes it, so the bootstrap's copy costs the document almost nothing.
 */
export const deferredParts = '#main>*+*,#main article>*+*,#main .prose,#main+footer'

/**
 * Marks a deferred part that is drawn from now on, wherever it is. The bootstrap marks those on
 * the first screen before the first frame (src/bootstrap.ts): Chrome decides what is near the
 * screen only after a frame's layout, so such a part would be blank in the first frame and
 * drawn in the next, which it counts as a layout shift. src/start.ts marks the rest, one a frame.
 */
export const drawnClass = 'drawn'

/** Runs `then` in a task after the next frame. */
function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then))
}

/**
 * Draws the deferred parts not drawn yet, one a frame in document order, then sets
 * wholePageClass. Drawn at once, the rest of a long page (its style, layout and paint, its icons'
 * and logos' images) made one task of 100 to 300 ms under Lighthouse's 4× CPU, which blocked input
 * and was most of the page's total blocking time; a part at a time, each frame's work is a
 * section's.
 */
function drawInTurn(parts: Element[]): void {
  afterNextFrame(() => {
    const part = parts.shift()
    if (!part) document.documentElement.classList.add(wholePageClass)
    else {
      part.classList.add(drawnClass)
      drawInTurn(parts)
    }
  })
}

/**
 * Sets graphicsClass after the next frame (the frame that applies the stylesheet just loaded),
 * then draws the rest of the page a part a frame (drawInTurn), unless the bootstrap drew it
 * whole from the start.
 */
export function drawAfterStylesheet(): void {
  const { classList } = document.documentElement
  afterNextFrame(() => {
    classList.add(graphicsClass)
    if (classList.contains(wholePageClass)) return
    drawInTurn([...document.querySelectorAll(`:is(${deferredParts}):not(.${drawnClass})`)])
  })
}
