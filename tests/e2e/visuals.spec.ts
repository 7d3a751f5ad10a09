import { expect, test, type Page } from '@playwright/test'
import { waitForHydration, waitForWholePage } from './support/hydration.ts'

/**
 * Every page type opens with its illustration beside the heading at 1280 px, every icon and logo
 * it shows has its file, and at 375 px nothing overflows sideways and the heading is on the first
 * screen. (Both themes pass axe in accessibility.spec.ts.)
 */
const illustrated = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/erp-solutions' },
  { name: 'country service', path: '/uk/mobile-app-development' },
  { name: 'hire role', path: '/hire-developers/hire-front-end-developer' },
  { name: 'hire developers', path: '/hire-developers' },
  { name: 'about', path: '/about' },
  { name: 'about: company', path: '/about/company' },
  { name: 'about: team', path: '/about/our-team' },
  { name: 'about: engagement models', path: '/about/engagement-models' },
  { name: 'careers', path: '/careers' },
  { name: 'job opening', path: '/careers/senior-react-developer' },
  { name: 'contact', path: '/contactus' },
  { name: 'case-study list', path: '/case-studies' },
  { name: 'case-study industry', path: '/case-studies/industry/logistics' },
  { name: 'case-study service', path: '/case-studies/service/ui-ux-design' },
  { name: 'case-study technology', path: '/case-studies/technology/postgresql' },
  { name: 'blog list', path: '/blogs' },
  { name: 'blog category', path: '/blogs/topics/engineering' },
  { name: 'blog tag', path: '/blogs/tags/angular' },
  { name: 'resources', path: '/resources' },
  { name: 'FAQs', path: '/resources/FAQs' },
  { name: 'search', path: '/search' },
]

/**
 * What the page draws and cannot: each <use> whose target is missing from its file, and each icon
 * or logo box (`.icon`) whose stylesheet rule gives no file (--icon) or names one that is not an
 * SVG the server has. Run once the whole stylesheet is in (after hydration); it waits for the
 * icons to be let through (<html class="graphics">, src/lib/graphics-class.ts).
 */
async function missingDrawings(page: Page): Promise<string[]> {
  await page.locator('html.graphics').waitFor({ state: 'attached' })
  return page.evaluate(async () => {
    const files = new Map<string, Promise<{ ok: boolean; type: string; text: string }>>()
    const get = (file: string) => {
      if (!files.has(file))
        files.set(
          file,
          fetch(file).then(async (response) => ({
            ok: response.ok,
            type: response.headers.get('Content-Type') ?? '',
            text: await response.text(),
          })),
        )
      return files.get(file)
    }
    const missing: string[] = []
    for (const use of document.querySelectorAll('use')) {
      const reference = new URL(use.getAttribute('href') ?? '', location.href)
      const file = await get(reference.pathname)
      if (!file?.text.includes(`id="${reference.hash.slice(1)}"`)) missing.push(reference.href)
    }
    for (const box of document.querySelectorAll('.icon')) {
      const mask = getComputedStyle(box).getPropertyValue('--icon')
      const url = /url\("?([^")]+)"?\)/.exec(mask)?.[1]
      const file = url ? await get(new URL(url, location.href).pathname) : undefined
      const view = url ? new URL(url, location.href).hash.slice(1) : ''
      if (
        !file?.ok ||
        !file.type.startsWith('image/svg+xml') ||
        !file.text.startsWith('<svg') ||
        (view && !file.text.includes(`<view id="${view}"`))
      ) {
        missing.push(`${box.className}: ${mask || 'no --icon'}`)
      }
    }
    return missing
  })
}

for (const { name, path } of illustrated) {
  test(`${name} (${path}): illustration beside the heading at 1280 px`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'checked at 1280 px')
    await page.goto(path)
    await waitForHydration(page)
    // Drawn by the app once it has started (src/components/ui/art.tsx).
    const art = page.locator('main svg.art').first()
    await expect(art).toBeVisible()
    const box = await art.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(300)
    // Above the fold, level with the heading.
    expect((box?.y ?? 800) + (box?.height ?? 0) / 2).toBeLessThan(800)
    const heading = await page.locator('h1').boundingBox()
    expect(box?.x).toBeGreaterThan((heading?.x ?? 0) + (heading?.width ?? 0) - 1)
    expect(await missingDrawings(page)).toEqual([])
  })

  test(`${name} (${path}): nothing overflows sideways at 375 px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'checked at 375 px')
    await page.goto(path)
    await waitForWholePage(page)
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      return [...document.querySelectorAll('body, header, main > *, footer')]
        .filter(
          (element) =>
            element.scrollWidth > width || element.getBoundingClientRect().right > width + 0.5,
        )
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 40)}`,
        )
    })
    expect(overflowing).toEqual([])
    const heading = await page.locator('h1').boundingBox()
    expect((heading?.y ?? 999) + (heading?.height ?? 0)).toBeLessThan(740)
  })
}

test('a service keeps its icon in the mega menu and the cards', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the mega menu is the desktop one')
  const iconOf = async (scope: string) => {
    const classes = await page
      .locator(`${scope} a[href="/services/erp-solutions"] .icon`)
      .first()
      .getAttribute('class')
    return classes?.split(' ').find((name) => name.startsWith('i-'))
  }
  await page.goto('/')
  await waitForHydration(page)
  const inMenu = await iconOf('#submenu-services')
  const onCard = await iconOf('main')
  expect(inMenu).toMatch(/^i-[a-z-]+$/)
  expect(onCard).toBe(inMenu)
  expect(await missingDrawings(page)).toEqual([])
})

/** A computed mask-image that is a view of one of the icon sprites. */
const spriteMask = /url\("?http:\/\/[^/]+\/assets\/icons-\w+\.svg#/

test('an icon paints nothing until the page has its file, then its drawing in the text colour', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same rules at every width')
  await page.goto('/')
  await page.locator('html.graphics').waitFor({ state: 'attached' })
  const icon = page.locator('main a[href="/services/erp-solutions"] .icon').first()
  const paint = () =>
    icon.evaluate((box) => {
      const style = getComputedStyle(box)
      return { mask: style.maskImage, background: style.backgroundColor, color: style.color }
    })
  const shown = await paint()
  expect(shown.mask).toMatch(spriteMask)
  expect(shown.background).toBe(shown.color)
  // Before src/start.ts sets the class (the first paint): an empty box, no mask to draw.
  await page.evaluate(() => document.documentElement.classList.remove('graphics'))
  expect(await paint()).toEqual({
    mask: 'none',
    background: 'rgba(0, 0, 0, 0)',
    color: shown.color,
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('icons paint with the whole stylesheet', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html'), 'no script ran').not.toHaveClass(/\bjs\b/)
    const icon = page.locator('main a[href="/services/erp-solutions"] .icon').first()
    await expect
      .poll(() => icon.evaluate((box) => getComputedStyle(box).getPropertyValue('--icon')))
      .toMatch(/url\("?\/assets\/icons-\w+\.svg#/)
    await expect
      .poll(() => icon.evaluate((box) => getComputedStyle(box).maskImage))
      .toMatch(spriteMask)
  })
})
