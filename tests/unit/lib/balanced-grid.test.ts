import { describe, expect, it } from 'vitest'
import { balancedGrid, stepsGrid } from '../../../src/lib/balanced-grid.ts'

// The spans each item takes on the twelve-track grid from 768 px.
const spans = (count: number) =>
  Array.from({ length: count }, (_, index) => balancedGrid(count).item(index))

describe('balancedGrid', () => {
  it('puts counts that four divides and three does not two by two at every width', () => {
    for (const count of [4, 8, 16]) {
      expect(spans(count)).toEqual(Array(count).fill('md:col-span-6'))
    }
  })

  it('fills rows of three and ends in two wider items when three do not divide the count', () => {
    expect(spans(6)).toEqual(Array(6).fill('md:col-span-4'))
    expect(spans(5)).toEqual([...Array(3).fill('md:col-span-4'), ...Array(2).fill('md:col-span-6')])
    expect(spans(7)).toEqual([...Array(3).fill('md:col-span-4'), ...Array(4).fill('md:col-span-6')])
    expect(spans(12)).toEqual(Array(12).fill('md:col-span-4'))
  })

  it('uses two columns from 640 px for even counts only', () => {
    expect(balancedGrid(8).grid).toContain('sm:grid-cols-2')
    expect(balancedGrid(7).grid).not.toContain('sm:grid-cols-2')
  })
})

describe('stepsGrid', () => {
  it('sets four or five steps in one row of their own from 1280 px', () => {
    const four = stepsGrid(4)
    expect(four.grid).toContain('xl:grid-cols-4')
    expect(four.item(0)).toBe('md:col-span-6 xl:col-span-1')
    expect(stepsGrid(5).item(4)).toBe('md:col-span-6 xl:col-span-1')
  })

  it('keeps the balanced rows for other counts', () => {
    const steps = stepsGrid(6)
    const balanced = balancedGrid(6)
    expect(steps.grid).toBe(balanced.grid)
    expect([0, 5].map(steps.item)).toEqual([0, 5].map(balanced.item))
  })
})
