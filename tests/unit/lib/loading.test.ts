import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as LoadingModule from '../../../src/lib/loading.ts'

type Loading = typeof LoadingModule
let loading: Loading

beforeEach(async () => {
  // The counter is module state: every test starts from a fresh module.
  vi.resetModules()
  loading = await import('../../../src/lib/loading.ts')
})

describe('loading store', () => {
  it('is off at start, on after begin() and off again after the matching end()', () => {
    expect(loading.getSnapshot()).toBe(false)
    loading.begin()
    expect(loading.getSnapshot()).toBe(true)
    loading.end()
    expect(loading.getSnapshot()).toBe(false)
  })

  it('stays on until every pending request has ended', () => {
    loading.begin()
    loading.begin()
    loading.end()
    expect(loading.getSnapshot()).toBe(true)
    loading.end()
    expect(loading.getSnapshot()).toBe(false)
  })

  it('never counts below zero', () => {
    loading.end()
    loading.end()
    loading.begin()
    expect(loading.getSnapshot()).toBe(true)
  })

  it('notifies synchronously, only when the state flips, until unsubscribed', () => {
    const listener = vi.fn(() => loading.getSnapshot())
    const unsubscribe = loading.subscribe(listener)

    loading.begin()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveLastReturnedWith(true)
    loading.begin()
    loading.end()
    expect(listener).toHaveBeenCalledTimes(1)
    loading.end()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(listener).toHaveLastReturnedWith(false)
    loading.end()
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    loading.begin()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
