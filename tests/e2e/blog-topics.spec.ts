import { expect, test } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { newPage } from './support/context.ts'

/** The blog's topic pages, a post's related posts and its table of contents, with and without JavaScript. */
const post = '/blogs/migrating-angularjs-to-angular-in-stages'

const modes = [
  { name: 'with JavaScript', javaScriptEnabled: true },
  { name: 'without JavaScript', javaScriptEnabled: false },
]

for (const mode of modes) {
  test.describe(mode.name, () => {
    test("a post's category and tags lead to their pages, which list their posts", async ({
      browser,
    }) => {
      const { page, open } = await newPage(browser, mode.javaScriptEnabled)
      const logs = watchConsole(page)
      await open(post)
      await page.locator('.hero').getByRole('link', { name: 'Engineering' }).click()
      await expect(page).toHaveURL('/blogs/topics/engineering')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineering posts')
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs')
      const cards = page.locator('main h3 a')
      await expect(cards).toHaveCount(4)
      await expect(cards.filter({ hasText: 'Migrating AngularJS' })).toHaveCount(1)

      await open(post)
      await page
        .getByRole('list', { name: 'Tags' })
        .getByRole('link', { name: 'Angular', exact: true })
        .click()
      await expect(page).toHaveURL('/blogs/tags/angular')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts tagged Angular')
      await expect(page.locator('main h3 a')).toHaveText([
        'Migrating AngularJS to Angular in Stages',
      ])
      expect(logs.problems()).toEqual([])
      await page.context().close()
    })

    test('the contents link to their sections, and three related posts follow the article', async ({
      browser,
    }) => {
      const { page, open } = await newPage(browser, mode.javaScriptEnabled)
      const logs = watchConsole(page)
      await open(post)
      const contents = page.getByRole('navigation', { name: 'Contents' })
      const links = contents.getByRole('link')
      expect(await links.count()).toBeGreaterThanOrEqual(3)
      const target = links.nth(7)
      const name = (await target.textContent()) ?? ''
      const section = page.getByRole('heading', { level: 2, name })
      await expect(section).not.toBeInViewport()
      await target.click()
      await expect(page).toHaveURL(`${post}#${(await section.getAttribute('id')) ?? ''}`)
      await expect(section).toBeInViewport()

      const related = page.getByRole('region', { name: 'Read next' }).locator('h3 a')
      await expect(related).toHaveCount(3)
      const first = related.first()
      const href = (await first.getAttribute('href')) ?? ''
      expect(href).not.toBe(post)
      await first.click()
      await expect(page).toHaveURL(href)
      await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible()
      expect(logs.problems()).toEqual([])
      await page.context().close()
    })
  })
}
