import { readFileSync } from 'node:fs'
import arial from '@capsizecss/metrics/arial'
import jakarta from '@capsizecss/metrics/plusJakartaSans'
import roboto from '@capsizecss/metrics/roboto'
import { describe, expect, it } from 'vitest'

/**
 * The headings' fallback face (src/styles/app.css) is Arial scaled to Plus Jakarta Sans: the same
 * average letter width (size-adjust), ascent and descent. Recomputed here from the fonts' metrics,
 * so an update of either cannot leave the overrides stale and make text move when the font swaps.
 */
const css = readFileSync('src/styles/app.css', 'utf8')
const fallback = /@font-face\s*{[^}]*'Plus Jakarta Sans Fallback'[^}]*}/.exec(css)?.[0] ?? ''
const percent = (property: string) =>
  Number(new RegExp(`${property}:\\s*([\\d.]+)%`).exec(fallback)?.[1] ?? Number.NaN)

describe('the heading font fallback', () => {
  const width = (font: typeof arial) => font.xWidthAvg / font.unitsPerEm
  const sizeAdjust = width(jakarta) / width(arial)

  it('matches the average letter width', () => {
    expect(percent('size-adjust')).toBeCloseTo(sizeAdjust * 100, 1)
  })

  it('matches the ascent, descent and line gap', () => {
    expect(percent('ascent-override')).toBeCloseTo(
      (jakarta.ascent / jakarta.unitsPerEm / sizeAdjust) * 100,
      1,
    )
    expect(percent('descent-override')).toBeCloseTo(
      (-jakarta.descent / jakarta.unitsPerEm / sizeAdjust) * 100,
      1,
    )
    expect(percent('line-gap-override')).toBe(0)
  })

  it('is a local face', () => {
    expect(fallback).toContain("local('Arial')")
  })

  // Android has no Arial. Its Roboto takes the same overrides (ascent and descent are set outright),
  // so only its average letter width has to be close to Arial's.
  it('suits Roboto within 0.5 %', () => {
    expect(fallback).toContain("local('Roboto')")
    const robotoAdjust = width(jakarta) / width(roboto)
    expect(Math.abs(robotoAdjust / sizeAdjust - 1)).toBeLessThan(0.005)
  })
})
