import type { Page, Request } from '@playwright/test'

/**
 * Lighthouse 13.5.0's mobile slow 4G as its devtools throttling applies it to the real
 * connection (`throttling.mobileSlow4G` in Lantern's simulation constants, which Lighthouse's
 * core/config/constants.js uses): a request latency of 150 ms × 3.75, 1.6 Mbps × 0.9 down,
 * 750 kbps × 0.9 up, and a CPU 4 times slower. `npm run bench:lighthouse -- --throttling
 * devtools` measures under the same profile.
 */
export const slow4g = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
}

/** Throttles the page's network and CPU as Lighthouse does (kbps → bytes per second, floored). */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4g.requestLatencyMs,
    downloadThroughput: Math.floor((slow4g.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((slow4g.uploadThroughputKbps * 1024) / 8),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdownMultiplier })
}

/** The requests the page has started and not yet finished (or failed). */
export function pendingRequests(page: Page): { size: number; urls: () => string[] } {
  const pending = Object.assign(new Set<Request>(), {
    urls: () => [...pending].map((request) => request.url()),
  })
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
  return pending
}
