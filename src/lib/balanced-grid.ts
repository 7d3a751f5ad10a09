/**
 * Classes for a grid of `count` items whose last row is never a lone item or a row with an empty
 * slot, at any width: one column on phones; two from 640 px when the count is even (one when it
 * is odd); from 768 px a twelve-track grid where rows hold three items, and the last row or two
 * hold two wider ones when three do not divide the count. Counts that four divides and three does
 * not (4, 8, 16) go two by two at every width: four in a row leaves a card too narrow for its
 * title and text even at 1920 px. Tailwind sees every class written out here, so the names stay
 * literal.
 */
export interface BalancedGrid {
  grid: string
  item: (index: number) => string
}

const third = 'md:col-span-4'
const half = 'md:col-span-6'

export function balancedGrid(count: number): BalancedGrid {
  const grid = `grid ${count % 2 === 0 ? 'sm:grid-cols-2' : ''} md:grid-cols-12`
  if (count === 1) return { grid, item: () => 'md:col-span-12' }
  if (count % 4 === 0 && count % 3 !== 0) return { grid, item: () => half }
  // Items from `wide` on share their rows two by two.
  const wide = count % 3 === 0 ? count : count % 3 === 2 ? count - 2 : count - 4
  return { grid, item: (index) => (index < wide ? third : half) }
}

/**
 * A process of `count` steps: the same rows up to 1280 px, then one row of up to five steps
 * read left to right.
 */
export function stepsGrid(count: number): BalancedGrid {
  const balanced = balancedGrid(count)
  const row = ({ 4: 'xl:grid-cols-4', 5: 'xl:grid-cols-5' } as Record<number, string>)[count]
  if (!row) return balanced
  return {
    grid: `${balanced.grid} ${row}`,
    item: (index) => `${balanced.item(index)} xl:col-span-1`,
  }
}
