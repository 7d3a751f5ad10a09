import { describe, expect, it } from 'vitest'
import { difference, median, mostCommon } from '../../../../scripts/lib/bench/stats.ts'

describe('median', () => {
  it('takes the middle value, whatever the order', () => {
    expect(median([900, 700, 800])).toBe(800)
  })

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('is NaN without values', () => {
    expect(median([])).toBeNaN()
  })
})

describe('difference', () => {
  it('is the difference of the medians, with the range of the pairwise differences', () => {
    // Pairs: 810-800 = 10, 770-790 = -20, 830-800 = 30.
    expect(difference([800, 790, 800], [810, 770, 830])).toEqual({
      ofMedians: 10,
      min: -20,
      max: 30,
      pairs: 3,
    })
  })

  it('pairs the runs by position, not by rank', () => {
    expect(difference([1, 100], [101, 2])).toMatchObject({ ofMedians: 1, min: -98, max: 100 })
  })

  it('refuses runs that are not in pairs', () => {
    expect(() => difference([1, 2], [1])).toThrow('2 baseline runs but 1 paired runs')
  })
})

describe('mostCommon', () => {
  it('returns the value seen most often, the first of a tie', () => {
    expect(mostCommon(['p', 'h1', 'h1'])).toBe('h1')
    expect(mostCommon(['p', 'h1'])).toBe('p')
    expect(mostCommon([])).toBeUndefined()
  })
})
