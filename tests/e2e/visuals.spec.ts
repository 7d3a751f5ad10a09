import { expect, test, type Page } from '@playwright/test'

/**
 * Every page type opens with its illustration beside the heading at 1280 px, every icon and logo
 * it references exists in its sprite, and at 375 px nothing overflows sideways and the heading
 * is on the first screen. (Both themes pass axe in accessibility.spec.ts.)
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
  { name: 'blog list', path: '/blogs' },
  { name: 'resources', path: '/resources' },
  { name: 'FAQs', path: '/resources/FAQs' },
]

/** Each <use> reference on the page whose target is missing from its file. */
async function missingDrawings(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const references = [...document.querySelectorAll('use')].map(
      (use) => new URL(use.getAttribute('href') ?? '', location.href),
    )
    const files = new Map<string, Promise<string>>()
    const missing: string[] = []
    for (const reference of references) {
      const file = reference.pathname
      if (!files.has(file))
        files.set(
          file,
          fetch(file).then((response) => response.text()),
        )
      const text = await files.get(file)
      if (!text?.includes(`id="${reference.hash.slice(1)}"`)) missing.push(reference.href)
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

test('a service keeps its icon in the mega menu, the cards and on its page', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the mega menu is the desktop one')
  const iconOf = (scope: string) =>
    page.locator(`${scope} a[href="/services/erp-solutions"] use`).first().getAttribute('href')
  await page.goto('/')
  const inMenu = await iconOf('#submenu-services')
  const onCard = await iconOf('main')
  expect(inMenu).toMatch(/\/assets\/icons-\w+\.svg#\S+$/)
  expect(onCard).toBe(inMenu)
  expect(await missingDrawings(page)).toEqual([])
})
