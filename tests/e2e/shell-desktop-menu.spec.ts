import { expect, test, type Locator, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import { isDesktop, mainNavigation, specServiceSlugs } from './support/shell.ts'

const submenus = [
  { name: 'More About pages', panel: 'submenu-about', link: 'About' },
  { name: 'Services', panel: 'submenu-services', link: null },
  { name: 'More Hire Developer pages', panel: 'submenu-hire', link: 'Hire Developer' },
]
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })
const button = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true })

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not rendered')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function expectOpen(page: Page, name: string, panel: string, open: boolean) {
  await expect(button(page, name)).toHaveAttribute('aria-expanded', String(open))
  await expect(page.locator(`#${panel}`)).toBeVisible({ visible: open })
}

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(!isDesktop(testInfo.project.name), 'the disclosure menu is shown above 1024 px')
  await page.goto('/careers')
  await waitForHydration(page)
})

test.describe('desktop menu', () => {
  test('the items with a submenu are a link and a button controlling a panel', async ({ page }) => {
    for (const { name, panel, link } of submenus) {
      await expect(button(page, name)).toHaveAttribute('aria-controls', panel)
      await expectOpen(page, name, panel, false)
      if (link) await expect(nav(page).getByRole('link', { name: link, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
  })

  for (const { name, panel } of submenus) {
    test(`hover opens ${panel}, the way into the panel keeps it open, leaving closes it`, async ({
      page,
    }) => {
      const logs = watchConsole(page)
      const start = await center(button(page, name))
      await page.mouse.move(start.x, start.y, { steps: 10 })
      await expectOpen(page, name, panel, true)

      // Straight down into the panel, then across to its last link.
      const target = page.locator(`#${panel} a`).last()
      const end = await center(target)
      await page.mouse.move(start.x, start.y + 60, { steps: 10 })
      await expectOpen(page, name, panel, true)
      await page.mouse.move(end.x, end.y, { steps: 10 })
      await expectOpen(page, name, panel, true)
      await expect(target).toBeVisible()

      await page.mouse.move(4, 790, { steps: 10 })
      await expectOpen(page, name, panel, false)
      expect(logs.problems()).toEqual([])
    })
  }

  for (const [index, { name, panel }] of submenus.entries()) {
    test(`the diagonal way from the button to the first link of ${panel} keeps it open`, async ({
      page,
    }) => {
      // Hover intent is a matter of time: the page's clock is held, so a busy test machine that
      // takes long between two pointer steps cannot look like a pointer resting on the way.
      await page.clock.install()
      await page.clock.pauseAt(new Date(Date.now() + 60_000))
      const start = await center(button(page, name))
      await page.mouse.move(start.x, start.y, { steps: 10 })
      // The pointer may have crossed another item on its way: switching from it waits.
      await page.clock.runFor(300)
      await expectOpen(page, name, panel, true)

      // The About item is narrower than its panel: the way from its button to the middle of the
      // first row crosses the neighbouring item, which must not take over.
      const end = await center(page.locator(`#${panel} a`).first())
      await page.mouse.move(end.x, end.y, { steps: 10 })
      await expectOpen(page, name, panel, true)
      await page.clock.runFor(1000)
      await expectOpen(page, name, panel, true)

      // A pointer that rests on a neighbouring item opens that item's submenu after the delay.
      const neighbour = submenus[(index + 1) % submenus.length]
      if (!neighbour) throw new Error('no neighbouring submenu')
      const next = await center(button(page, neighbour.name))
      await page.mouse.move(next.x, next.y, { steps: 5 })
      await expectOpen(page, name, panel, true)
      await page.clock.runFor(300)
      await expectOpen(page, neighbour.name, neighbour.panel, true)
      await expectOpen(page, name, panel, false)
    })
  }

  for (const { name, panel } of submenus) {
    test(`the keyboard toggles ${panel}; Escape and Tab out close it`, async ({ page }) => {
      await button(page, name).focus()
      await page.keyboard.press('Enter')
      await expectOpen(page, name, panel, true)
      await page.keyboard.press('Space')
      await expectOpen(page, name, panel, false)
      await page.keyboard.press('Space')
      await expectOpen(page, name, panel, true)
      await page.keyboard.press('Escape')
      await expectOpen(page, name, panel, false)
      await expect(button(page, name)).toBeFocused()

      // Tab walks into the panel (it stays open), then out of the item (it closes).
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await expect(page.locator(`#${panel} a`).first()).toBeFocused()
      await expectOpen(page, name, panel, true)
      const links = await page.locator(`#${panel} a`).count()
      for (let press = 0; press < links; press++) await page.keyboard.press('Tab')
      await expectOpen(page, name, panel, false)
    })
  }

  test('the mega menu lists the 14 services in three columns', async ({ page }) => {
    await button(page, 'Services').click()
    const panel = page.locator('#submenu-services')
    const titles = ['Software Applications', 'Latest Technologies', 'Other Services']
    for (const title of titles) await expect(panel.getByText(title, { exact: true })).toBeVisible()
    const links = panel.getByRole('link')
    await expect(links).toHaveCount(14)
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect(hrefs.toSorted()).toEqual(specServiceSlugs.map((slug) => `/services/${slug}`).toSorted())

    const mega = mainNavigation.find((item) => item.kind === 'mega')
    for (const [index, column] of (mega?.kind === 'mega' ? mega.columns : []).entries()) {
      const box = panel.locator('.grid > div').nth(index)
      await expect(box.locator('p')).toHaveText(titles[index] ?? '')
      await expect(box.getByRole('link')).toHaveText(column.links.map((link) => link.label))
    }
    for (const link of await links.all()) await expect(link).toBeVisible()
  })

  test('a submenu link navigates and the submenu closes', async ({ page }) => {
    const logs = watchConsole(page)
    await button(page, 'More About pages').click()
    await page.locator('#submenu-about').getByRole('link', { name: 'Company' }).click()
    await expect(page).toHaveURL('/about/company')
    await expectOpen(page, 'More About pages', 'submenu-about', false)

    await page.mouse.move(4, 790)
    await button(page, 'Services').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/services/web-application-development')
    await expectOpen(page, 'Services', 'submenu-services', false)
    expect(logs.problems()).toEqual([])
  })

  test('no element has a menu role, with every submenu open in turn', async ({ page }) => {
    const roles = page.locator('[role="menu"], [role="menubar"], [role="menuitem"]')
    await expect(roles).toHaveCount(0)
    for (const { name, panel } of submenus) {
      await button(page, name).focus()
      await page.keyboard.press('Enter')
      await expectOpen(page, name, panel, true)
      await expect(roles).toHaveCount(0)
    }
  })
})
