import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { settle, waitForHydration } from './support/hydration.ts'
import { mainMenuLink } from './support/navigation.ts'
import { documentTop, isDesktop, scrollWindowTo, scrollY, site } from './support/shell.ts'
import { serverH1 } from './support/site.ts'

const bar = (page: Page) => page.locator('[data-header-bar]')
const logo = (page: Page) => bar(page).getByRole('link', { name: 'Home' }).locator('svg')

async function expectHeader(page: Page, fixed: boolean): Promise<void> {
  await expect(bar(page)).toHaveAttribute('data-fixed', String(fixed))
  await expect(bar(page)).toHaveCSS('position', fixed ? 'fixed' : 'relative')
  await expect(logo(page)).toHaveClass(fixed ? /\bsize-7\b/ : /\bsize-9\b/)
  await expect(logo(page)).not.toHaveClass(fixed ? /\bsize-9\b/ : /\bsize-7\b/)
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('site header', () => {
  test('is fixed with a smaller logo past 100 px and returns at 100 px or less', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    await open(page, '/')
    await expectHeader(page, false)

    await scrollWindowTo(page, 101)
    await expectHeader(page, true)
    await scrollWindowTo(page, 600)
    await expectHeader(page, true)
    // Fixed: the bar stays at the top of the viewport, in view, however far the page scrolls.
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(0)
    await expect(logo(page)).toHaveCSS('width', '28px')

    await scrollWindowTo(page, 100)
    await expectHeader(page, false)
    await expect(logo(page)).toHaveCSS('width', '36px')
    await scrollWindowTo(page, 0)
    await expectHeader(page, false)
    expect(logs.problems()).toEqual([])
  })

  test('the page content does not move when the bar becomes fixed', async ({ page }) => {
    await open(page, '/about/company')
    const main = await documentTop(page, 'main')
    const h1 = await documentTop(page, 'h1')

    for (const y of [99, 101, 150, 101, 100, 0]) {
      await scrollWindowTo(page, y)
      await expect(bar(page)).toHaveAttribute('data-fixed', String(y > 100))
      expect(await documentTop(page, 'main'), `main at scroll ${y}`).toBe(main)
      expect(await documentTop(page, 'h1'), `h1 at scroll ${y}`).toBe(h1)
    }
  })

  test('a reload in the middle of the page comes back with the fixed header', async ({ page }) => {
    const logs = watchConsole(page)
    await open(page, '/')
    await scrollWindowTo(page, 600)
    await expectHeader(page, true)

    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => scrollY(page), { message: 'the position is kept' }).toBe(600)
    await expectHeader(page, true)
    await settle(page)
    await expectHeader(page, true)
    expect(logs.problems(), 'no hydration mismatch or other problem').toEqual([])
  })

  test('the top bar is shown on desktop only', async ({ page }, testInfo) => {
    await open(page, '/')
    const social = page.locator('header ul[aria-label="Social media"]')
    const phone = page.getByRole('banner').locator(`a[href="${site.phoneHref}"]`)
    const email = page.getByRole('banner').locator(`a[href="${site.emailHref}"]`)
    if (!isDesktop(testInfo.project.name)) {
      for (const element of [social, phone, email]) await expect(element).toBeHidden()
      return
    }
    const list = page.getByRole('list', { name: 'Social media' })
    await expect(list).toBeVisible()
    await expect(list.getByRole('link')).toHaveCount(site.social.length)
    for (const profile of site.social) {
      const link = list.getByRole('link', { name: `${site.shortName} on ${profile.label}` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', profile.href)
    }
    await expect(phone).toBeVisible()
    await expect(phone).toHaveText(site.phone)
    expect(site.phoneHref).toMatch(/^tel:\+\d{8,}$/)
    await expect(email).toBeVisible()
    await expect(email).toHaveText(site.email)
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`)
    // The top bar sits above the header bar.
    const listBox = await list.boundingBox()
    const barBox = await bar(page).boundingBox()
    expect(listBox && barBox && listBox.y + listBox.height <= barBox.y).toBe(true)
  })

  test('the link of the current page is marked aria-current="page"', async ({ page, request }) => {
    const logs = watchConsole(page)
    await open(page, '/careers')

    const careers = await mainMenuLink(page, 'Careers')
    await expect(careers).toHaveAttribute('aria-current', 'page')
    const menu = careers.locator('xpath=ancestor::nav[1]')
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
    )

    // After a client-side navigation the mark moves to the new page's link.
    const blog = menu.getByRole('link', { name: 'Blog', exact: true })
    await blog.click()
    await expect(page).toHaveURL('/blogs')
    // The router renders the new page in a transition, after the address changes: wait for it
    // (and for the mobile menu to close with it) before opening the menu again.
    await expect(page.locator('h1')).toHaveText(await serverH1(request, '/blogs'))
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden()
    const again = await mainMenuLink(page, 'Blog')
    await expect(again).toHaveAttribute('aria-current', 'page')
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(menu.getByRole('link', { name: 'Careers', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    expect(logs.problems()).toEqual([])
  })

  test('a submenu page marks its own link, not its parent', async ({ page }) => {
    await open(page, '/about/company')
    // Marked in both menus (the desktop panel and the mobile drawer), nothing else is.
    const marked = page.locator('header [aria-current="page"]')
    await expect(marked).toHaveCount(2)
    const hrefs = await marked.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )
    expect(hrefs).toEqual(['/about/company', '/about/company'])
  })
})
