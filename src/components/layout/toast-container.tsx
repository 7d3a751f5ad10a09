import { useEffect } from 'react'
import { ToastContainer, toast } from 'react-toastify/unstyled'
// The unstyled entry plus the stylesheet: the default entry would inject a <style> at run time,
// which our CSP forbids. Vite bundles both files into the one site stylesheet (cssCodeSplit: false).
import 'react-toastify/ReactToastify.css'
import './toast-theme.css'
import { liveRegionDelayMs, toastContainerOptions, toastContainerReady } from '../../lib/notify.ts'

/**
 * Loaded on demand by ToastRegion (toast-region.tsx), together with react-toastify: nothing in
 * this file is part of a first visit's JavaScript.
 */

function toastIdOf(node: EventTarget | null): string | undefined {
  if (!(node instanceof Element)) return undefined
  return node.closest('.Toastify__toast')?.id || undefined
}

/**
 * WCAG 2.2.1: a toast holds still while it has keyboard focus. react-toastify pauses on hover,
 * on window blur and after its Alt+T shortcut, but not when a toast is reached with Tab.
 */
function usePauseWhileFocused() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const id = toastIdOf(event.target)
      if (id) toast.pause({ id })
    }
    const onFocusOut = (event: FocusEvent) => {
      const id = toastIdOf(event.target)
      // Focus moving inside the same toast (to its close button) keeps it paused.
      if (!id || toastIdOf(event.relatedTarget) === id) return
      // Still under the pointer: pauseOnHover keeps it paused until the pointer leaves.
      if (document.getElementById(id)?.matches(':hover')) return
      toast.play({ id })
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [])
}

export function SiteToastContainer() {
  usePauseWhileFocused()
  useEffect(() => {
    // Effects run child first: the ToastContainer's live region is in the DOM by now.
    const timer = setTimeout(toastContainerReady, liveRegionDelayMs)
    return () => clearTimeout(timer)
  }, [])
  return <ToastContainer {...toastContainerOptions} />
}
