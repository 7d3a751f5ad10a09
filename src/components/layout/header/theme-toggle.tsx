import { toggleTheme } from '../../../lib/theme.ts'
import { cx } from '../../../lib/cx.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { useMessages } from '../../../i18n/use-messages.ts'

/**
 * Switches between the light and the dark theme and remembers the choice (src/lib/theme.ts).
 * Its glyph and its name say which theme it switches to (a moon in light, a sun in dark); the
 * stylesheet's dark: variant picks them. It is rendered once the page has hydrated (the whole
 * stylesheet has loaded by then, src/start.ts): the server HTML and the first client render
 * hold an empty box of its size in its place, so nothing moves, and every page's document is
 * spared its markup and the rules for it. Without JavaScript neither is shown: the system's
 * setting decides.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const hydrated = useHydrated()
  const { chrome } = useMessages()
  const box = cx(className, 'hidden js:inline-flex')
  if (!hydrated) return <span className={box} />
  return (
    <button type="button" onClick={toggleTheme} className={box} data-inert-behind-menu="">
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path className="dark:hidden" d="M21 12.8A9 9 0 1 1 11.2 3 7 7 0 0 0 21 12.8z" />
        <g className="hidden dark:inline">
          <circle cx="12" cy="12" r="4" />
          <circle cx="12" cy="12" r="9" strokeDasharray="0 7.07" />
        </g>
      </svg>
      <span className="sr-only dark:hidden">{chrome.themeToDark}</span>
      <span className="sr-only hidden dark:inline">{chrome.themeToLight}</span>
    </button>
  )
}
