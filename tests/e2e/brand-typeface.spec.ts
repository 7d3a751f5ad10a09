import { expect, test, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.ts'

/**
 * A first visit (each test has a fresh context: nothing cached) draws its headings and its text
 * in the brand's typeface, not in a fallback.
 */

const brandFace = 'Plus Jakarta Sans'

// Chrome holds the first paint for a preloaded font for at most 100 ms past when it would have
// painted; on a busy test machine decoding alone can take longer. Widened here, so the test
// checks what the page gives the browser (the preload, the face, the rules that use it), not how
// busy the machine was.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      '--enable-features=RenderBlockingFonts:max-fcp-delay/5000/max-blocking-time/10000',
    ],
  },
})

/** The faces Chrome actually drew an element's text with (DevTools protocol), not the CSS list. */
async function drawnFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

for (const path of ['/', '/services/erp-solutions']) {
  test(`${path}: the h1 and the body text are drawn in ${brandFace}`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'tablet', 'the same document at every width')
    await page.goto(path, { waitUntil: 'load' })
    // The document asks for the face itself, before any stylesheet or script could.
    await expect(page.locator('head link[rel="preload"][as="font"][crossorigin]')).toHaveAttribute(
      'href',
      /^\/assets\/font-[\w-]+\.woff2$/,
    )
    await page.evaluate(() => document.fonts.ready)
    expect(await drawnFaces(page, 'h1')).toEqual([brandFace])
    expect(await drawnFaces(page, 'main p')).toEqual([brandFace])
  })
}
