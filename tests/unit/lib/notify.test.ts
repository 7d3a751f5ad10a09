// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as NotifyModule from '../../../src/lib/notify.ts'
import { toastContainerOptions, toastOptions, toastTimeoutMs } from '../../../src/lib/notify.ts'

const toastify = { loaded: vi.fn(), toast: vi.fn() }

/** Stands in for react-toastify and records when the module is evaluated. */
function fakeToastify() {
  toastify.loaded()
  return { toast: toastify.toast }
}

describe('toast options', () => {
  it('closes toasts after 10000 ms and pauses them on hover and focus loss', () => {
    expect(toastTimeoutMs).toBe(10_000)
    for (const options of [toastContainerOptions, toastOptions('info')]) {
      expect(options).toMatchObject({
        autoClose: 10_000,
        pauseOnHover: true,
        pauseOnFocusLoss: true,
      })
    }
  })

  it('announces errors assertively and everything else politely', () => {
    expect(toastOptions('error')).toMatchObject({ type: 'error', role: 'alert' })
    expect(toastOptions('success')).toMatchObject({ type: 'success', role: 'status' })
    expect(toastOptions('info')).toMatchObject({ type: 'info', role: 'status' })
  })
})

describe('notify', () => {
  let notifyModule: typeof NotifyModule

  beforeEach(async () => {
    vi.resetModules()
    vi.doMock('react-toastify/unstyled', fakeToastify)
    toastify.loaded.mockClear()
    toastify.toast.mockClear()
    notifyModule = await import('../../../src/lib/notify.ts')
  })

  it('loads react-toastify only when the first notification is requested', async () => {
    expect(toastify.loaded).not.toHaveBeenCalled()
    await notifyModule.notify.info('Saved')
    await notifyModule.notify.info('Saved again')
    expect(toastify.loaded).toHaveBeenCalledTimes(1)
  })

  it('tells the toast region at the first request, before the library has loaded', async () => {
    const listener = vi.fn()
    notifyModule.subscribeToToastRequests(listener)
    expect(notifyModule.toastsRequested()).toBe(false)

    const shown = notifyModule.notify.success('Sent')
    expect(notifyModule.toastsRequested()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    await shown
    await notifyModule.notify.success('Sent again')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('holds toasts until the container is ready, then shows them in order', async () => {
    await notifyModule.notify.info('First')
    await notifyModule.notify.info('Second')
    expect(toastify.toast).not.toHaveBeenCalled()

    notifyModule.toastContainerReady()
    expect(toastify.toast.mock.calls.map(([message]) => message)).toEqual(['First', 'Second'])
    await notifyModule.notify.info('Third')
    expect(toastify.toast).toHaveBeenLastCalledWith('Third', expect.anything())
  })

  it('hands each message to react-toastify with its options and a unique id', async () => {
    notifyModule.toastContainerReady()
    await notifyModule.notify.error('Could not send')
    await notifyModule.notify.success('Sent')
    expect(toastify.toast).toHaveBeenNthCalledWith(
      1,
      'Could not send',
      expect.objectContaining({ ...toastOptions('error'), toastId: expect.any(String) }),
    )
    expect(toastify.toast).toHaveBeenNthCalledWith(
      2,
      'Sent',
      expect.objectContaining({ ...toastOptions('success'), toastId: expect.any(String) }),
    )
    const ids = toastify.toast.mock.calls.map(
      ([, options]) => (options as { toastId: string }).toastId,
    )
    expect(new Set(ids).size).toBe(2)
  })

  it('logs instead of rejecting when the library cannot load, and tries again next time', async () => {
    notifyModule.toastContainerReady()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.doMock('react-toastify/unstyled', () => {
      throw new Error('offline')
    })
    await expect(notifyModule.notify.error('Could not send')).resolves.toBeUndefined()
    expect(consoleError).toHaveBeenCalledTimes(1)

    vi.doMock('react-toastify/unstyled', fakeToastify)
    vi.resetModules()
    await notifyModule.notify.error('Could not send')
    expect(toastify.toast).toHaveBeenCalledWith('Could not send', expect.anything())
    consoleError.mockRestore()
  })
})
