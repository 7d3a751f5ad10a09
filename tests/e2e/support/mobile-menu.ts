import { expect, type Page } from '@playwright/test'

/** The mobile menu (1024 px and below): its controls and its two states. */
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Site menu' })
export const overlay = (page: Page) => page.getByTestId('menu-overlay')
export const submenus = ['About', 'Services', 'Hire Developer']
export const submenuButton = (page: Page, name: string) =>
  dialog(page).getByRole('button', { name, exact: true })
const inert = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => (element as HTMLElement).inert)
export const focusInDialog = (page: Page) =>
  page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))

export async function expectOpen(page: Page): Promise<void> {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog(page)).toBeVisible()
  await expect(overlay(page)).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\boverflow-hidden\b/)
  await expect.poll(() => inert(page, 'main'), { message: 'main is inert' }).toBe(true)
  await expect.poll(() => inert(page, 'footer'), { message: 'the footer is inert' }).toBe(true)
}

export async function expectClosed(page: Page): Promise<void> {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(dialog(page)).toBeHidden()
  await expect(overlay(page)).toBeHidden()
  await expect(page.locator('html')).not.toHaveClass(/\boverflow-hidden\b/)
  await expect.poll(() => inert(page, 'main'), { message: 'main is not inert' }).toBe(false)
  await expect.poll(() => inert(page, 'footer'), { message: 'the footer is not inert' }).toBe(false)
}

export async function expectSubmenus(page: Page, open: string | null): Promise<void> {
  for (const name of submenus) {
    const button = submenuButton(page, name)
    await expect(button).toHaveAttribute('aria-expanded', String(name === open))
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(list).toBeVisible({ visible: name === open })
  }
}
