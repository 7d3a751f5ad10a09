/**
 * Debian's Chromium, as the Lighthouse benchmark launches it. The networking flags matter:
 * without them Chromium waits on background connections this closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The end-to-end tests run in Debian's headless shell of the same Chromium (package
 * chromium-headless-shell): the same Blink and V8 without the desktop browser around them, as
 * Playwright runs headless Chromium by default. Each page costs about half the CPU time, which
 * is what bounds the suite on two cores (docs/architecture.md).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
