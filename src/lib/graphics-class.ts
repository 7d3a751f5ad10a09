/**
 * When icons and logos start to paint. Their rules (`.i-{name}`, `.l-{slug}`, scripts/lib/graphics.ts)
 * come with the whole stylesheet, and resolving their images is a good part of the style work
 * that stylesheet causes: done in the same frame, the two made one task long enough to block
 * input (Lighthouse's total blocking time on the home page). So the stylesheet holds them back on
 * a page with JavaScript (`:root.js:not(.graphics) .icon`) until src/start.ts sets
 * <html class="graphics"> in a task after the stylesheet's frame; without JavaScript they paint
 * with the stylesheet.
 */
export const graphicsClass = 'graphics'

/** Sets graphicsClass after the next frame: the frame that applies the stylesheet just loaded. */
export function showGraphicsAfterNextFrame(): void {
  requestAnimationFrame(() =>
    setTimeout(() => document.documentElement.classList.add(graphicsClass)),
  )
}
