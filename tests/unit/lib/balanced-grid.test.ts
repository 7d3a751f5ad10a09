import { describe, expect, it } from 'vitest'
import { balancedGrid } from '../../../src/lib/balanced-grid.ts'

// The spans each item takes on the twelve-track grid from 768 px, and from 1024 px.
const spans = (count: number) =>
  Array.from({ length: count }, (_, index) => balancedGrid(count).item(index))

describe('balancedGrid', () => {
  it('puts counts that four divides and three does not in rows of four from 1024 px', () => {
    for (const count of [4, 8, 16]) {
      expect(spans(count)).toEqual(Array(count).fill('md:col-span-6 lg:col-span-3'))
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
