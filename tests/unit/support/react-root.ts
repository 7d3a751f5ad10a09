import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

export interface MountedRoot {
  host: HTMLElement
  root: Root
  unmount: () => void
}

/** A React root in a fresh element of the (happy-dom) document; `unmount` removes both. */
export function mountRoot(): MountedRoot {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return {
    host,
    root,
    unmount: () => {
      act(() => root.unmount())
      host.remove()
    },
  }
}
