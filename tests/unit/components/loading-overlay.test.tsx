// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LoadingOverlay } from '../../../src/components/layout/loading-overlay.tsx'
import { begin, end, getSnapshot } from '../../../src/lib/loading.ts'
import { MemoryRouter } from 'react-router-dom'
import { mountRoot } from '../support/react-root.ts'

let host: HTMLElement
let root: Root
let unmount: () => void

beforeEach(() => {
  ;({ host, root, unmount } = mountRoot())
})

afterEach(() => {
  unmount()
  while (getSnapshot()) end()
})

const status = () => host.querySelector('[role="status"]')

describe('LoadingOverlay', () => {
  it('renders only an empty polite status region on the server, even mid-request', () => {
    begin()
    const html = renderToString(
      <MemoryRouter>
        <LoadingOverlay />
      </MemoryRouter>,
    )
    expect(html).toMatch(/role="status"/)
    expect(html).toMatch(/aria-live="polite"/)
    expect(html).not.toMatch(/Loading/)
    expect(html).not.toMatch(/style=/)
  })

  it('shows a full-screen "Loading" overlay while a request is pending', () => {
    act(() =>
      root.render(
        <MemoryRouter>
          <LoadingOverlay />
        </MemoryRouter>,
      ),
    )
    expect(status()?.textContent).toBe('')

    act(() => begin())
    expect(status()?.textContent).toBe('Loading')
    const overlay = status()?.firstElementChild
    expect(overlay?.className).toMatch(/\bfixed\b/)
    expect(overlay?.className).toMatch(/\binset-0\b/)

    act(() => end())
    expect(status()?.textContent).toBe('')
    expect(status()?.children).toHaveLength(0)
  })

  it('keeps the status region in place, so the text appearing is announced', () => {
    act(() =>
      root.render(
        <MemoryRouter>
          <LoadingOverlay />
        </MemoryRouter>,
      ),
    )
    const region = status()
    act(() => begin())
    expect(status()).toBe(region)
  })

  it('never takes focus and has nothing focusable', () => {
    const button = document.createElement('button')
    button.textContent = 'Send'
    document.body.append(button)
    button.focus()

    act(() =>
      root.render(
        <MemoryRouter>
          <LoadingOverlay />
        </MemoryRouter>,
      ),
    )
    act(() => begin())
    expect(document.activeElement).toBe(button)
    expect(
      host.querySelectorAll('[tabindex], button, a[href], input, select, textarea'),
    ).toHaveLength(0)
    expect(host.innerHTML).not.toMatch(/style=/)
    button.remove()
  })

  it('stops the spinner for visitors who prefer reduced motion', () => {
    act(() =>
      root.render(
        <MemoryRouter>
          <LoadingOverlay />
        </MemoryRouter>,
      ),
    )
    act(() => begin())
    const spinner = host.querySelector('[aria-hidden="true"]')
    expect(spinner?.className).toMatch(/\banimate-spin\b/)
    expect(spinner?.className).toMatch(/\bmotion-reduce:animate-none\b/)
  })
})
