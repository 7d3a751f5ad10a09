import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../src/components/ui/formatted-date.tsx'

describe('formatDate', () => {
  it('writes a content date as en-GB does in a long format', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    // Every day of a leap year and of the year after it.
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10)
      expect(formatDate(date), date).toBe(intl.format(new Date(day)))
    }
  })

  it('keeps the day without a leading zero', () => {
    expect(formatDate('2026-03-05')).toBe('5 March 2026')
  })
})
