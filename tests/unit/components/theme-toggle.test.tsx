// @vitest-environment happy-dom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from '../../../src/components/layout/header/theme-toggle.tsx'
import { currentTheme, themeKey, toggleTheme } from '../../../src/lib/theme.ts'
import { MemoryRouter } from 'react-router-dom'
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
  it('renders only an empty box of its size on the server, the same whatever the theme', () => {
    const html = renderToString(
      <MemoryRouter>
        <ThemeToggle className="size-11" />
      </MemoryRouter>,
    )
    expect(html).toBe('<span class="size-11 hidden js:inline-flex"></span>')
    root.dataset.theme = 'dark'
    expect(
      renderToString(
        <MemoryRouter>
          <ThemeToggle className="size-11" />
        </MemoryRouter>,
      ),
    ).toBe(html)
  })

  it('is a button whose glyph and name the stylesheet picks, and it switches the theme', () => {
    const { host, root: reactRoot, unmount } = mountRoot()
    act(() =>
      reactRoot.render(
        <MemoryRouter>
          <ThemeToggle className="size-11" />
        </MemoryRouter>,
      ),
    )
    const button = host.querySelector('button')
    expect(button?.className).toBe('size-11 hidden js:inline-flex')
    expect(button?.getAttribute('type')).toBe('button')
    expect(button?.outerHTML).not.toMatch(/aria-pressed|aria-label|style=/)
    expect(button?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    // Each name is whole in the page's language; the theme shows one of them.
    expect(button?.querySelector('.sr-only.dark\\:hidden')?.textContent).toBe(
      'Switch to dark theme',
    )
    expect(button?.querySelector('.sr-only.hidden.dark\\:inline')?.textContent).toBe(
      'Switch to light theme',
    )

    act(() => button?.click())
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeKey)).toBe('dark')
    act(() => button?.click())
    expect(root.dataset.theme).toBe('light')
    unmount()
  })
})
