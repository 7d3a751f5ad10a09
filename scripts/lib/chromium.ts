/**
 * Debian's Chromium, as the e2e tests and the Lighthouse benchmark launch it. The networking
 * flags matter: without them Chromium waits on background connections this closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
