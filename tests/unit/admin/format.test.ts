import { describe, expect, it } from 'vitest'
import { formatBytes, formatDateTime, formatWait } from '../../../src/admin/lib/format.ts'

describe('desk formats', () => {
  it('shows sizes in bytes, KB and MB', () => {
    expect(formatBytes(812)).toBe('812 bytes')
    expect(formatBytes(14_540)).toBe('14.2 KB')
    expect(formatBytes(1_363_149)).toBe('1.3 MB')
  })

  it('shows a wait in seconds or whole minutes, rounded up', () => {
    expect(formatWait(1)).toBe('1 second')
    expect(formatWait(45)).toBe('45 seconds')
    expect(formatWait(60)).toBe('1 minute')
    expect(formatWait(601)).toBe('11 minutes')
  })

  it('shows a date and time, and a dash for none', () => {
    expect(formatDateTime('2026-11-23T16:07:00Z')).toMatch(/23 Nov 2026/)
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('not a date')).toBe('not a date')
  })
})
