import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { waitForHydration } from './support/hydration.ts'
import {
  dialog,
  expectClosed,
  expectOpen,
  expectSubmenus,
  focusInDialog,
  menuButton,
  overlay,
  submenuButton,
  submenus,
} from './support/mobile-menu.ts'
import { isDesktop, scrollWindowTo, scrollY, wheelAndWaitForFrames } from './support/shell.ts'

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(isDesktop(testInfo.project.name), 'the mobile menu exists at 1024 px and below')
  await page.goto('/about/company')
  await waitForHydration(page)
  await expect(menuButton(page)).toHaveAttribute('aria-controls', 'mobile-menu')
  await expectClosed(page)
})

test.describe('mobile menu', () => {
  test('opens as a modal dialog that locks the page behind it', async ({ page }) => {
    const logs = watchConsole(page)
    // Control: without the menu, the same wheel gesture scrolls the page.
    await scrollWindowTo(page, 300)
    await page.mouse.move(10, 500)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollY(page), 'the page scrolls without the menu').toBeGreaterThan(300)
    await scrollWindowTo(page, 300)
    await menuButton(page).click()
    await expectOpen(page)
    await expect.poll(() => focusInDialog(page), 'focus moved into the dialog').toBe(true)
    await expect(page.locator('[role="menu"], [role="menuitem"]')).toHaveCount(0)
    // The page behind does not scroll.
    await page.mouse.move(10, 500)
    await wheelAndWaitForFrames(page, 600)
    expect(await scrollY(page)).toBe(300)

    await overlay(page).click({ position: { x: 10, y: 500 } })
    await expectClosed(page)
    await expect(menuButton(page)).toBeFocused()
    expect(await scrollY(page), 'the page is where it was').toBe(300)
    expect(logs.problems()).toEqual([])
  })

  test('the close button and the menu button close it', async ({ page }) => {
    await menuButton(page).click()
    await expectOpen(page)
    await dialog(page).getByRole('button', { name: 'Close menu' }).click()
    await expectClosed(page)
    await expect(menuButton(page)).toBeFocused()

    await menuButton(page).click()
    await expectOpen(page)
    await menuButton(page).click()
    await expectClosed(page)
  })

  test('Escape closes it and returns focus to the menu button', async ({ page }) => {
    await menuButton(page).click()
    await expectOpen(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expectClosed(page)
    await expect(menuButton(page)).toBeFocused()
  })

  test('finishing a navigation closes it', async ({ page }) => {
    const logs = watchConsole(page)
    await menuButton(page).click()
    await dialog(page).getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page).toHaveURL('/careers')
    await expectClosed(page)
    // The link of the current page navigates too (in place), and closes the menu.
    await menuButton(page).click()
    await dialog(page).getByRole('link', { name: 'Careers', exact: true }).click()
    await expectClosed(page)
    await expect(page).toHaveURL('/careers')

    await menuButton(page).click()
    await submenuButton(page, 'Services').click()
    await dialog(page).getByRole('link', { name: 'ERP Solutions', exact: true }).click()
    await expect(page).toHaveURL('/services/erp-solutions')
    await expect(page.locator('h1')).toContainText('ERP')
    await expectClosed(page)
    expect(logs.problems()).toEqual([])
  })

  test('one submenu at a time; clicking the open one closes it', async ({ page }) => {
    await menuButton(page).click()
    await expectSubmenus(page, null)
    for (const name of submenus) {
      await submenuButton(page, name).click()
      await expectSubmenus(page, name)
    }
    await submenuButton(page, 'Hire Developer').click()
    await expectSubmenus(page, null)
  })

  test('closing and reopening the menu resets the submenus', async ({ page }) => {
    await menuButton(page).click()
    await submenuButton(page, 'Services').click()
    await expectSubmenus(page, 'Services')
    await menuButton(page).click()
    await expectClosed(page)
    await menuButton(page).click()
    await expectSubmenus(page, null)

    await submenuButton(page, 'About').click()
    await page.keyboard.press('Escape')
    await menuButton(page).click()
    await expectSubmenus(page, null)
  })

  for (const key of ['Tab', 'Shift+Tab']) {
    test(`${key} keeps focus on the menu button and the dialog's controls`, async ({ page }) => {
      await menuButton(page).click()
      await submenuButton(page, 'About').click()
      const cycle = await dialog(page)
        .locator('a[href]:visible, button:visible')
        .evaluateAll((elements) => elements.length)
      const seen = new Set<string>()
      for (let press = 0; press < 2 * (cycle + 1); press++) {
        await page.keyboard.press(key)
        const where = await page.evaluate(() => {
          const active = document.activeElement
          if (active?.getAttribute('aria-controls') === 'mobile-menu') return 'menu button'
          if (!document.getElementById('mobile-menu')?.contains(active)) return 'outside'
          return `${active?.tagName} ${active?.textContent} ${active?.getAttribute('href')}`
        })
        expect(where, `focus after ${press + 1} presses of ${key}`).not.toBe('outside')
        seen.add(where)
      }
      expect(seen.size, 'every control of the cycle is reached').toBe(cycle + 1)
      await expectOpen(page)
    })
  }
})
