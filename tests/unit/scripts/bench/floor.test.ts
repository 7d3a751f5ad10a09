import { describe, expect, it } from 'vitest'
import { networkFloor } from '../../../../scripts/lib/bench/floor.ts'
import { firstFlightBytes } from '../../../../scripts/lib/first-flight.ts'

describe('networkFloor', () => {
  it('is the request latency plus the bytes at the throughput (kbps × 1024 / 8 bytes a second)', () => {
    // 1000 kbps = 128,000 bytes a second: 12,800 bytes take 100 ms.
    expect(networkFloor({ requestLatencyMs: 300, downloadThroughputKbps: 1000 }, 12_800)).toEqual({
      latencyMs: 300,
      transferMs: 100,
      totalMs: 400,
    })
  })

  it("gives 640 ms for a first flight under Lighthouse 13's applied slow 4G", () => {
    // requestLatencyMs 150 × 3.75, downloadThroughputKbps 1.6 × 1024 × 0.9; Chromium gets
    // floor(1474.56 × 128) = 188,743 bytes a second, as Lighthouse floors it.
    const floor = networkFloor(
      { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56 },
      firstFlightBytes,
    )
    expect(firstFlightBytes).toBe(14_600)
    expect(floor.transferMs).toBeCloseTo((14_600 / 188_743) * 1000, 6)
    expect(floor.totalMs).toBeCloseTo(639.85, 2)
  })

  it('refuses settings that throttle nothing (the desktop profile, or no devtools run)', () => {
    expect(() => networkFloor({ requestLatencyMs: 0, downloadThroughputKbps: 0 }, 100)).toThrow(
      'no request latency or no throughput',
    )
  })
})
