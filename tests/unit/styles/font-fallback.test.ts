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
const dejaVuFaces = css.match(/@font-face\s*{[^}]*'Plus Jakarta Sans DejaVu Fallback'[^}]*}/g) ?? []
const percentIn = (face: string, property: string) =>
  Number(new RegExp(`${property}:\\s*([\\d.]+)%`).exec(face)?.[1] ?? Number.NaN)
const percent = (property: string) => percentIn(fallback, property)

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

/**
 * Where none of Arial's kin is installed (many Linux systems), DejaVu Sans, wider, in faces of
 * their own: `size-adjust` is measured in Chromium against the page's text by
 * tests/e2e/brand-typeface.spec.ts; ascent and descent follow from it here.
 */
describe('the DejaVu Sans fallback', () => {
  it('has a regular and a bold face, each a local DejaVu Sans', () => {
    expect(dejaVuFaces).toHaveLength(2)
    expect(dejaVuFaces[0]).toContain('font-weight: 100 500')
    expect(dejaVuFaces[0]).toContain("local('DejaVu Sans')")
    expect(dejaVuFaces[1]).toContain('font-weight: 600 900')
    expect(dejaVuFaces[1]).toContain("local('DejaVu Sans Bold')")
  })

  it.each([0, 1])('face %i: ascent and descent are the font’s at its scale', (index) => {
    const face = dejaVuFaces[index] ?? ''
    const sizeAdjust = percentIn(face, 'size-adjust') / 100
    expect(percentIn(face, 'ascent-override')).toBeCloseTo(
      (jakarta.ascent / jakarta.unitsPerEm / sizeAdjust) * 100,
      1,
    )
    expect(percentIn(face, 'descent-override')).toBeCloseTo(
      (-jakarta.descent / jakarta.unitsPerEm / sizeAdjust) * 100,
      1,
    )
    expect(percentIn(face, 'line-gap-override')).toBe(0)
  })

  it('comes after the Arial fallback in the font list', () => {
    const config = readFileSync('tailwind.config.ts', 'utf8')
    expect(config.indexOf('"Plus Jakarta Sans DejaVu Fallback"')).toBeGreaterThan(
      config.indexOf('"Plus Jakarta Sans Fallback"'),
    )
  })
})
