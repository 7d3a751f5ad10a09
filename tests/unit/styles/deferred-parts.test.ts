import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deferredParts, drawnClass, wholePageClass } from '../../../src/lib/graphics-class.ts'

/**
 * The parts of a page drawn only near the screen until src/start.ts sets wholePageClass: the
 * stylesheet's rule (src/styles/app.css) and the bootstrap's list (deferredParts), which marks
 * those on the first screen, must name the same parts, or one would be blank in the first frame.
 */
const css = readFileSync('src/styles/app.css', 'utf8')
const rule = /([^{}]*)\{\s*content-visibility:\s*auto;/.exec(css)

describe('the parts drawn only near the screen', () => {
  it('are the same in the stylesheet and in the bootstrap', () => {
    const selector = (rule?.[1] ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\s*([>+,])\s*/g, '$1')
    expect(selector).toBe(
      `:root.js:not(.${wholePageClass}) :is(${deferredParts}):not(.${drawnClass})`,
    )
  })

  it('keep a height of their own until drawn', () => {
    expect(css.slice(rule?.index ?? 0)).toMatch(
      /^[^}]*contain-intrinsic-block-size:\s*auto \d+rem;/,
    )
  })
})
