// @vitest-environment happy-dom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from '../../../src/components/layout/header/theme-toggle.tsx'
import { currentTheme, themeKey, toggleTheme } from '../../../src/lib/theme.ts'
import { mountRoot } from '../support/react-root.ts'

const root = document.documentElement

/** The system's setting, as prefers-color-scheme reports it. */
function systemPrefers(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
  }))
}

beforeEach(() => {
  localStorage.clear()
  delete root.dataset.theme
  systemPrefers('light')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the theme', () => {
  it("is the system's while the visitor has chosen none, and the choice once made", () => {
    expect(currentTheme()).toBe('light')
    systemPrefers('dark')
    expect(currentTheme()).toBe('dark')
    root.dataset.theme = 'light'
    expect(currentTheme()).toBe('light')
    // A value the stylesheet does not know is no choice: the system's setting applies.
    root.dataset.theme = 'sepia'
    expect(currentTheme()).toBe('dark')
  })

  it('toggles to the other theme than the one shown and stores the choice', () => {
    expect(toggleTheme()).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeKey)).toBe('dark')
    expect(toggleTheme()).toBe('light')
    expect(root.dataset.theme).toBe('light')
    expect(localStorage.getItem(themeKey)).toBe('light')
  })

  it('starts from the dark system theme when nothing is stored', () => {
    systemPrefers('dark')
    expect(toggleTheme()).toBe('light')
    expect(localStorage.getItem(themeKey)).toBe('light')
  })

  it('still switches the page when storage refuses the choice', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(toggleTheme()).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
  })
})

describe('ThemeToggle', () => {
  it('renders the same HTML whatever the theme: the stylesheet picks the glyph and the name', () => {
    const html = renderToString(<ThemeToggle />)
    expect(html).toContain('type="button"')
    expect(html).toMatch(/class="hidden js:inline-flex"/)
    expect(html).toMatch(/<span class="sr-only">Switch to <span class="dark:hidden">dark<\/span>/)
    expect(html).toContain('<span class="hidden dark:inline">light</span> theme')
    expect(html).not.toMatch(/aria-pressed|aria-label|style=/)
    root.dataset.theme = 'dark'
    expect(renderToString(<ThemeToggle />)).toBe(html)
  })

  it('switches and remembers the theme when pressed', () => {
    const { host, root: reactRoot, unmount } = mountRoot()
    act(() => reactRoot.render(<ThemeToggle />))
    const button = host.querySelector('button')
    act(() => button?.click())
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeKey)).toBe('dark')
    act(() => button?.click())
    expect(root.dataset.theme).toBe('light')
    unmount()
  })
})
