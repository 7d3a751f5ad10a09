import { expect, test } from '@playwright/test'

test('a failure while the site starts is logged to the console', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // The screen's chunk cannot be loaded, as after a redeploy that removed it.
  await page.route('**/assets/content-page-*.js', (route) => route.abort())
  await page.goto('/about/company')

  await expect.poll(() => errors.filter((text) => text.startsWith('[site]'))).not.toEqual([])
  // The server HTML stays readable.
  await expect(page.locator('h1')).toHaveText(/\w{3}/)
  await expect(page.locator('main section').first()).toBeVisible()
})
