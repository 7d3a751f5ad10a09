import { describe, expect, it } from 'vitest'
import { isReactChunk, reactChunkName } from '../../../src/lib/react-chunk.ts'

describe('isReactChunk', () => {
  it('knows the react chunk by the name vite.config.ts gives it and a hashed file name', () => {
    expect(reactChunkName).toBe('react')
    expect(isReactChunk('/assets/react-BGzF_wqD.js')).toBe(true)
    expect(isReactChunk('/assets/react-a1-b2_C3.js')).toBe(true)
  })

  it('is not fooled by other chunks, a name that only starts alike, or another file type', () => {
    expect(isReactChunk('/assets/app-enho1IJN.js')).toBe(false)
    expect(isReactChunk('/assets/react-toastify.esm-Ab12Cd34.js')).toBe(false)
    expect(isReactChunk('/assets/preact-Ab12Cd34.js')).toBe(false)
    expect(isReactChunk('/assets/react-Ab12Cd34.css')).toBe(false)
  })
})
