import { toggleTheme } from '../../../lib/theme.ts'
import { cx } from '../../../lib/cx.ts'

/**
 * Switches between the light and the dark theme and remembers the choice (src/lib/theme.ts).
 * Its glyph and its name say which theme it switches to (a moon in light, a sun in dark); the
 * stylesheet picks them, so they are right from the first paint, and the server's HTML and the
 * first client render are the same whatever the theme. Without JavaScript it is not shown: the
 * system's setting decides.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={cx(className, 'hidden js:inline-flex')}
      data-inert-behind-menu
    >
      {/* Drawn like the lucide icons beside it (same attributes: the page compresses better). */}
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path className="dark:hidden" d="M21 12.8A9 9 0 1 1 11.2 3 7 7 0 0 0 21 12.8z" />
        <g className="hidden dark:inline">
          <circle cx="12" cy="12" r="4" />
          <circle cx="12" cy="12" r="9" strokeDasharray="0 7.07" />
        </g>
      </svg>
      <span className="sr-only">
        Switch to <span className="dark:hidden">dark</span>
        <span className="hidden dark:inline">light</span> theme
      </span>
    </button>
  )
}
