// @vitest-environment happy-dom
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as RegionModule from '../../../src/components/layout/toast-region.tsx'
import type * as NotifyModule from '../../../src/lib/notify.ts'
import { liveRegionDelayMs } from '../../../src/lib/notify.ts'
import { mountRoot } from '../support/react-root.ts'

let host: HTMLElement
let root: Root
let unmount: () => void
let ToastRegion: typeof RegionModule.ToastRegion
let notify: typeof NotifyModule.notify

beforeEach(async () => {
  // Fresh modules: "has a toast been requested" and react-toastify's queue start empty.
  vi.resetModules()
  ;({ ToastRegion } = await import('../../../src/components/layout/toast-region.tsx'))
  ;({ notify } = await import('../../../src/lib/notify.ts'))
  ;({ host, root, unmount } = mountRoot())
})

afterEach(() => unmount())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `step` inside act() and lets the lazily loaded container finish loading there too, so
 * React applies every resulting update before the test looks at the DOM. By default it also
 * waits until the first toasts are due.
 */
async function settle(step: () => unknown, waitMs = liveRegionDelayMs + 50) {
  await act(async () => {
    await step()
    await import('../../../src/components/layout/toast-container.tsx')
    await sleep(0)
  })
  await act(() => sleep(waitMs))
}

const toastWithText = (text: string) =>
  [...host.querySelectorAll('.Toastify__toast')].find((toast) => toast.textContent === text)

describe('ToastRegion', () => {
  it('renders nothing on the server and before the first notification', () => {
    expect(renderToString(<ToastRegion />)).toBe('')
    act(() => root.render(<ToastRegion />))
    expect(host.innerHTML).toBe('')
  })

  it('shows toasts requested before it mounted, errors as alerts and others as status', async () => {
    await notify.error('Could not send the form')
    await notify.success('Message sent')

    // The live region comes first, empty, so that screen readers notice the toasts added to it.
    await settle(() => root.render(<ToastRegion />), 0)
    expect(host.querySelector('section.Toastify')).not.toBeNull()
    expect(host.querySelectorAll('.Toastify__toast')).toHaveLength(0)

    await act(() => sleep(liveRegionDelayMs + 50))
    expect(host.querySelectorAll('.Toastify__toast')).toHaveLength(2)

    expect(host.querySelector('section.Toastify')?.getAttribute('aria-live')).toBe('polite')
    expect(toastWithText('Could not send the form')?.getAttribute('role')).toBe('alert')
    expect(toastWithText('Message sent')?.getAttribute('role')).toBe('status')
  })

  it('loads the container at the first notification after it mounted', async () => {
    act(() => root.render(<ToastRegion />))
    expect(host.innerHTML).toBe('')
    await settle(() => notify.info('Welcome back'))
    expect(toastWithText('Welcome back')?.getAttribute('role')).toBe('status')
  })

  it('pauses a toast while it has keyboard focus', async () => {
    act(() => root.render(<ToastRegion />))
    await settle(() => notify.info('Saved'))
    const toast = toastWithText('Saved')
    if (!(toast instanceof HTMLElement)) throw new Error('no toast')
    const timer = () =>
      toast.querySelector<HTMLElement>('[role="progressbar"]')?.style.animationPlayState

    // The clock starts when the entrance animation ends and the window has focus.
    act(() => {
      toast.dispatchEvent(new Event('animationend', { bubbles: true }))
      window.dispatchEvent(new Event('focus'))
    })
    expect(timer()).toBe('running')
    act(() => toast.focus())
    expect(timer()).toBe('paused')
    act(() => toast.blur())
    expect(timer()).toBe('running')
  })
})
