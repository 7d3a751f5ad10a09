import { expect, test, type Page } from '@playwright/test'
import { watchConsole } from './support/console.ts'
import { settle, waitForHydration } from './support/hydration.ts'
import { expectSameDocument, openForClientNavigation } from './support/navigation.ts'

/** Requests for the build's page data: one JSON file per page (and the manifest, never). */
function watchPageData(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/static-loader-data'))
      requests.push(new URL(request.url()).pathname)
  })
  return requests
}

test.describe('build-time page data', () => {
  test('a first load fetches its own data once; a navigation fetches the next page once', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    const requests = watchPageData(page)
    const documents = await openForClientNavigation(page, '/blogs')
    await settle(page)
    // The document carries no copy of the data: the bootstrap fetches the page's own file after
    // the first paint, and the router hydrates with it without asking again.
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatch(/^\/static-loader-data\/blogs\.[a-z0-9]+\.json$/)

    const post = page.locator('main h3 a[href^="/blogs/"]').first()
    const href = (await post.getAttribute('href')) ?? ''
    await post.click()
    await expect(page).toHaveURL(href)
    await expect(page.locator('article .prose h2').first()).toBeVisible()
    // The page's own data file, named from its address: no manifest of every page first.
    expect(
      requests.filter((path) => path.startsWith('/static-loader-data-manifest-')),
    ).toHaveLength(0)
    expect(requests.filter((path) => path.startsWith(`/static-loader-data${href}.`))).toHaveLength(
      1,
    )

    const fetched = requests.length
    await page.goBack()
    await expect(page).toHaveURL('/blogs')
    await page.goForward()
    await expect(page).toHaveURL(href)
    await expect(page.locator('h1')).toBeVisible()
    expect(requests, 'data already fetched is not fetched again').toHaveLength(fetched)
    await expectSameDocument(page, documents)
    expect(logs.problems()).toEqual([])
  })

  test("a client navigation writes the new page's structured data", async ({ page }) => {
    await openForClientNavigation(page, '/careers')
    await page.locator('main a[href="/careers/senior-react-developer"]').click()
    await expect(page).toHaveURL('/careers/senior-react-developer')
    const jsonLd = page.locator('head script[type="application/ld+json"]')
    // The address changes when the route commits; the head follows right after it.
    const types = async () => {
      const graph = JSON.parse((await jsonLd.first().textContent()) || '{}') as {
        '@graph'?: { '@type': string }[]
      }
      return (graph['@graph'] ?? []).map((node) => node['@type'])
    }
    await expect.poll(types).toContain('JobPosting')
    await expect(jsonLd).toHaveCount(1)
  })
})

test.describe('blog category filter', () => {
  test('shows the posts of one category and keeps the choice in the address', async ({ page }) => {
    const logs = watchConsole(page)
    await page.goto('/blogs')
    await waitForHydration(page)
    const posts = page.locator('main h3 a[href^="/blogs/"]')
    const all = await posts.count()
    expect(all).toBeGreaterThanOrEqual(8)

    // Each category is a link to its own page; once the page is interactive a click filters here.
    const filter = page.getByRole('navigation', { name: 'Post categories' })
    const cloud = filter.getByRole('link', { name: 'Cloud & DevOps' })
    await expect(cloud).toHaveAttribute('href', '/blogs/topics/cloud-devops')
    await cloud.click()
    await expect(cloud).toHaveAttribute('aria-current', 'true')
    await expect(page).toHaveURL('/blogs?category=Cloud+%26+DevOps')
    await expect(posts).not.toHaveCount(all)
    for (const card of await page.locator('main li').filter({ has: posts }).all())
      await expect(card).toContainText('Cloud & DevOps')

    await filter.getByRole('link', { name: 'All posts' }).click()
    await expect(page).toHaveURL('/blogs')
    await expect(posts).toHaveCount(all)
    expect(logs.problems()).toEqual([])
  })

  test('a shared filtered address applies its filter once the page is interactive', async ({
    page,
  }) => {
    const logs = watchConsole(page)
    await page.goto('/blogs?category=AI+%26+Data')
    await waitForHydration(page)
    const filter = page.getByRole('navigation', { name: 'Post categories' })
    await expect(filter.getByRole('link', { name: 'AI & Data' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(page.locator('main h3 a[href^="/blogs/"]')).toHaveCount(1)
    expect(logs.problems()).toEqual([])
  })

  test('without JavaScript every post is listed and a category leads to its page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blogs?category=AI+%26+Data')
    expect(await page.locator('main h3 a[href^="/blogs/"]').count()).toBeGreaterThanOrEqual(8)
    const filter = page.getByRole('navigation', { name: 'Post categories' })
    await filter.getByRole('link', { name: 'AI & Data' }).click()
    await expect(page).toHaveURL('/blogs/topics/ai-data')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI & Data posts')
    await context.close()
  })
})

test('FAQ answers open and close with the keyboard', async ({ page }) => {
  await page.goto('/resources/FAQs')
  await waitForHydration(page)
  const question = page.locator('main details summary').first()
  const answer = page.locator('main details').first().locator('p')
  await expect(answer).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
})
