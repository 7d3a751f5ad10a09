import type * as Toastify from 'react-toastify/unstyled'
import type { ToastContainerProps, ToastOptions } from 'react-toastify/unstyled'

/**
 * Toast notifications (time-out 10000 ms). react-toastify stays out of the
 * JavaScript of a first visit: it is imported the first time `notify` is called, and that call
 * also tells `ToastRegion` (components/layout/toast-region.tsx) to load the container.
 * Toasts requested before the container is ready wait here and are shown once it is, so
 * nothing is lost while its code downloads.
 */

export type NotifyKind = 'success' | 'error' | 'info'

export const toastTimeoutMs = 10_000

/**
 * Screen readers only announce changes to a live region they already know, so the first toasts
 * are shown this long after the container's (aria-live) section entered the page, not with it.
 */
export const liveRegionDelayMs = 100

/** Shared by every toast and the container, so a toast never falls back to a library default. */
const timing = {
  autoClose: toastTimeoutMs,
  // WCAG 2.2.1: the visitor can stop the clock by pointing at a toast or leaving the window;
  // the container also pauses a toast while it has keyboard focus.
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const satisfies ToastOptions

export const toastContainerOptions = {
  ...timing,
  // Bottom corner: clear of the sticky header and its menus.
  position: 'bottom-right',
  closeOnClick: false,
  draggable: 'touch',
  theme: 'light',
} as const satisfies ToastContainerProps

/**
 * Errors interrupt (role="alert", assertive); success and info wait for a pause in speech
 * (role="status", polite).
 */
export function toastOptions(kind: NotifyKind): ToastOptions {
  return { ...timing, type: kind, role: kind === 'error' ? 'alert' : 'status' }
}

type ToastModule = typeof Toastify

let toastModule: Promise<ToastModule> | undefined
let requested = false
let toastCount = 0
const listeners = new Set<() => void>()
let containerReady = false
const waitingToasts: (() => void)[] = []

function loadToastify(): Promise<ToastModule> {
  toastModule ??= import('react-toastify/unstyled').catch((error: unknown) => {
    // Let a later notification try again (e.g. after the connection came back).
    toastModule = undefined
    throw error
  })
  return toastModule
}

/** For ToastRegion: has any notification been requested yet? (useSyncExternalStore) */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function toastsRequested(): boolean {
  return requested
}

/** Called by the toast container once its live region is known to assistive technology. */
export function toastContainerReady(): void {
  containerReady = true
  for (const display of waitingToasts.splice(0)) display()
}

/**
 * Resolves once the toast is handed over or waiting for the container, never later: a caller
 * may await it. Never rejects: a notification that cannot be shown (its code failed to
 * download) is logged, and must not break the flow that asked for it.
 */
async function show(kind: NotifyKind, message: string): Promise<void> {
  // Toasts are a browser affair; during the static build there is no one to show them to.
  if (typeof window === 'undefined') return
  if (!requested) {
    requested = true
    for (const listener of [...listeners]) listener()
  }
  try {
    const { toast } = await loadToastify()
    toastCount += 1
    // Our own ids: the library's default ("1", "2", …) becomes the element id and could clash.
    const toastId = `site-toast-${toastCount}`
    const display = () => toast(message, { ...toastOptions(kind), toastId })
    if (containerReady) display()
    else waitingToasts.push(display)
  } catch (error) {
    console.error('[site] could not show a notification:', message, error)
  }
}

export const notify = {
  success: (message: string): Promise<void> => show('success', message),
  error: (message: string): Promise<void> => show('error', message),
  info: (message: string): Promise<void> => show('info', message),
}
