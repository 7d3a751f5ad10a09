import { expect, test, type Page } from '@playwright/test'
import { isDesktop, navigationLinks } from './support/shell.ts'

test.use({ javaScriptEnabled: false })

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })
const treeHrefs = [...new Set(navigationLinks().map((link) => link.href))].toSorted()
const submenus = [
  { trigger: 'More About pages', panel: 'submenu-about' },
  { trigger: 'Services', panel: 'submenu-services' },
  { trigger: 'More Hire Developer pages', panel: 'submenu-hire' },
]

async function open(page: Page): Promise<void> {
  await page.goto('/about/company')
  await expect(page.locator('html'), 'no script ran').not.toHaveClass(/\bjs\b/)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('h1')).not.toBeEmpty()
}

test.describe('without JavaScript, above 1024 px', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(!isDesktop(testInfo.project.name), 'the header navigation is shown above 1024 px')
    await open(page)
  })

  test('hovering an item shows its submenu, leaving hides it', async ({ page }) => {
    await expect(nav(page)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Menu', exact: true })).toBeHidden()
    for (const { trigger, panel } of submenus) {
      const links = page.locator(`#${panel} a`)
      await expect(page.locator(`#${panel}`)).toBeHidden()
      await nav(page).getByRole('button', { name: trigger, exact: true }).hover()
      await expect(page.locator(`#${panel}`)).toBeVisible()
      expect(await links.count()).toBeGreaterThan(0)
      for (const link of await links.all()) await expect(link).toBeVisible()
      await page.mouse.move(4, 790)
      await expect(page.locator(`#${panel}`)).toBeHidden()
    }
  })

  test('the keyboard reaches every link of the navigation tree, each shown when focused', async ({
    page,
  }) => {
    await nav(page).getByRole('link', { name: 'Home', exact: true }).focus()
    const reached = new Set<string>()
    for (let press = 0; press < 80; press++) {
      const focused = await page.evaluate(() => {
        const active = document.activeElement
        if (!(active instanceof HTMLElement) || !active.closest('nav[aria-label="Main"]'))
          return null
        return { href: active.getAttribute('href'), shown: active.checkVisibility() }
      })
      if (!focused) break
      expect(focused.shown, `${focused.href ?? 'a button'} is visible when focused`).toBe(true)
      if (focused.href) reached.add(focused.href)
      await page.keyboard.press('Tab')
    }
    expect([...reached].toSorted()).toEqual(treeHrefs)
  })

  test('the mobile drawer stays hidden when its anchor is the target', async ({ page }) => {
    // Site bug: no-js:target:flex outranks desktop:hidden, so /any-page#mobile-menu (a URL
    // bookmarked or shared from a phone) covers the desktop page with the mobile drawer.
    await page.goto('/about/company#mobile-menu')
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })
})

test.describe('without JavaScript, at 1024 px and below', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(isDesktop(testInfo.project.name), 'the mobile menu is used at 1024 px and below')
    await open(page)
  })

  test('the menu link opens the menu by its anchor, with every link listed', async ({ page }) => {
    await expect(nav(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
    const dialog = page.locator('#mobile-menu')
    await expect(dialog).toBeHidden()

    const menuLink = page.getByRole('link', { name: 'Menu', exact: true })
    await expect(menuLink).toHaveAttribute('href', '#mobile-menu')
    await menuLink.click()
    await expect(page).toHaveURL(/#mobile-menu$/)
    await expect(dialog).toBeVisible()

    const links = dialog.locator('nav a')
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect([...new Set(hrefs)].toSorted()).toEqual(treeHrefs)
    for (const link of await links.all()) await expect(link).toBeVisible()
    // The drawer scrolls: its last link can be brought into view.
    await links.last().scrollIntoViewIfNeeded()
    await expect(links.last()).toBeInViewport()
  })

  test('the close link of the drawer can be used and closes it', async ({ page }) => {
    // The full-screen drawer must lie above the header bar, which would hide its top row.
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    const close = page.locator('#mobile-menu').getByRole('link', { name: 'Close menu' })
    const hit = await close.evaluate((link) => {
      const box = link.getBoundingClientRect()
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return link.contains(top)
    })
    expect(hit, 'nothing covers the close link').toBe(true)
    await close.click()
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })

  test('a link of the menu opens its page', async ({ page }) => {
    await page.getByRole('link', { name: 'Menu', exact: true }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'ERP Solutions' }).click()
    await expect(page).toHaveURL('/services/erp-solutions')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.locator('h1')).toContainText('ERP')
  })
})
