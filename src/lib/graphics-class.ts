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

/** Sets graphicsClass after the next frame: the frame that applies the stylesheet just loaded. */
export function showGraphicsAfterNextFrame(): void {
  requestAnimationFrame(() =>
    setTimeout(() => document.documentElement.classList.add(graphicsClass)),
  )
}
