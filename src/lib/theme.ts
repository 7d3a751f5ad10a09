/**
 * The colour theme (docs/architecture.md, "Themes"). The page follows the system's light or
 * dark setting unless the visitor chose one with the header's toggle: the choice is stored in
 * localStorage under `theme` ("light" or "dark"; absent: follow the system) and shown as
 * <html data-theme="…">, which src/styles/theme.css reads. The inline bootstrap (src/bootstrap.ts)
 * applies the stored choice before the first paint; the toggle changes it here.
 */
export type Theme = 'light' | 'dark'

export const themeKey = 'theme'

/** The theme the page shows: the visitor's choice, else the system's. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Shows the other theme and remembers it (for this page only when storage is unavailable). */
export function toggleTheme(): Theme {
  const theme = currentTheme() === 'dark' ? 'light' : 'dark'
  document.documentElement.dataset.theme = theme
  try {
    localStorage.setItem(themeKey, theme)
  } catch {
    // Blocked storage: the choice holds until the next page load.
  }
  return theme
}
