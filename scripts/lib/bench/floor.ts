/** The part of Lighthouse's throttling settings its devtools mode applies to the network. */
export interface AppliedNetwork {
  /**
   * Added to every request: Lighthouse's rttMs × 3.75, which makes up for the handshakes and
   * slow start that throttling by request does not have.
   */
  requestLatencyMs: number
  downloadThroughputKbps: number
}

export interface NetworkFloor {
  latencyMs: number
  transferMs: number
  totalMs: number
}

/**
 * The earliest a document of `bytes` can have arrived under applied throttling: the request
 * latency, then the bytes at the download throughput. Lighthouse hands Chromium the throughput
 * as whole bytes per second (kbps × 1024 / 8, floored: core/lib/emulation.js), so this does too.
 * Nothing is added for DNS or connection set-up: DevTools throttling adds its latency per
 * request and nothing per connection, and on a loopback origin the real look-up and TCP connect
 * take well under a millisecond.
 */
export function networkFloor(network: AppliedNetwork, bytes: number): NetworkFloor {
  const bytesPerSecond = Math.floor((network.downloadThroughputKbps * 1024) / 8)
  if (!(network.requestLatencyMs >= 0) || !(bytesPerSecond > 0)) {
    throw new Error('the throttling settings apply no request latency or no throughput')
  }
  const transferMs = (bytes / bytesPerSecond) * 1000
  return {
    latencyMs: network.requestLatencyMs,
    transferMs,
    totalMs: network.requestLatencyMs + transferMs,
  }
}
