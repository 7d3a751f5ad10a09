import { readFileSync, rmSync, unlinkSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { watchConsole, type ConsoleWatch } from './support/console.ts'
import {
  copyOfSources,
  appendTo,
  edit,
  releasesOf,
  run,
  serveReleases,
  type DeployServer,
} from './support/deploy.ts'
import { waitForHydration } from './support/hydration.ts'
import { openForClientNavigation } from './support/navigation.ts'

/**
 * A deploy while visitors browse: a real `npm run build` of changed sources publishes a new
 * release beside the one a server is serving (scripts/release.ts). Tabs opened before it keep
 * working and land on the new version of every page they open, with at most one full load.
 */
test.describe.configure({ mode: 'serial' })
// The test runs a whole `npm run build`: alone about a minute and a half, but 276 s in a CI run
// beside the other worker's tests, which left too little of a 300 s limit for the clicks after it.
test.setTimeout(600_000)

const newPhone = '+91 79 4000 1234'
// Set by beforeAll, which the other projects skip (so does afterAll's cleanup).
let server: DeployServer | undefined
let sources = ''

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the deploy is the subject, not the layout')
  server = await serveReleases()
  sources = copyOfSources()
  // The new version: new page data (two headings), new code (the phone is in every chunk that
  // renders the header and footer) and a new inline stylesheet (so a new CSP hash: the running
  // nginx must allow it before the switch, or the console reports the refused style).
  edit(sources, 'src/content/pages/blogs.yaml', 'heading: Blog\n', 'heading: Blog and insights\n')
  edit(sources, 'src/content/pages/contact.yaml', 'heading: Contact us\n', 'heading: Talk to us\n')
  appendTo(sources, 'src/styles/app.css', '\nfooter {\n  scroll-margin-top: 1px;\n}\n')
})

test.afterAll(async () => {
  await server?.stop()
  if (sources) rmSync(sources, { recursive: true, force: true })
})

const footer = (page: Page) => page.getByRole('contentinfo')

/**
 * The tab shows the new version of a page and is ready for the next click. The page may have come
 * by a full load (the one a retired build allows): its server HTML shows the new heading before
 * React has hydrated it, and a click then would be a plain navigation, a second full load.
 */
async function expectNewVersion(page: Page, h1: string) {
  await expect(page.locator('h1')).toHaveText(h1)
  await expect(footer(page).getByRole('link', { name: newPhone })).toBeVisible()
  await waitForHydration(page)
}

/** Console errors and uncaught exceptions, apart from the failed loads of retired files. */
const unhandled = (watch: ConsoleWatch) =>
  watch.problems().filter((text) => !text.includes('the server responded with a status of 404'))

/** GET on a connection of its own, as a new visitor's (see requestPagesUntil). */
function getPage(url: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let html = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (html += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }))
    }).on('error', reject)
  })
}

/**
 * Requests pages until `done` settles; returns what each answer was. Each request opens its own
 * connection: the reload before the switch closes idle keep-alive connections, which a browser
 * retries on a new one without the visitor noticing (fetch in Node does not).
 */
async function requestPagesUntil(origin: string, done: Promise<unknown>): Promise<string[]> {
  let finished = false
  void done.finally(() => (finished = true)).catch(() => {})
  const answers: string[] = []
  const paths = ['/', '/blogs', '/contactus', '/services/web-application-development']
  while (!finished) {
    for (const path of paths) {
      const { status, html } = await getPage(`${origin}${path}`)
      const complete = html.trimEnd().endsWith('</html>') && html.includes('<h1')
      answers.push(`${status} ${complete ? 'complete' : 'incomplete'}`)
    }
  }
  return answers
}

test('tabs opened before a deploy keep working and get the new version', async ({ browser }) => {
  if (!server) throw new Error('no server')
  const context = await browser.newContext({ baseURL: server.origin })

  // Tab A: its chunks stay available (carried into the new release), its page data does not.
  const tabA = await context.newPage()
  const consoleA = watchConsole(tabA)
  const documentsA = await openForClientNavigation(tabA, '/')

  // Tab B: the previous release's chunks will be retired before it navigates.
  const tabB = await context.newPage()
  const consoleB = watchConsole(tabB)
  const documentsB = await openForClientNavigation(tabB, '/about')

  // Tab C: its HTML arrived before the deploy, its entry chunk only after the old one is gone.
  const tabC = await context.newPage()
  let sendEntry = () => {}
  const entryHeld = new Promise<void>((resolve) => (sendEntry = resolve))
  await tabC.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await entryHeld
    await route.continue()
  })
  await tabC.goto('/careers')
  await expect(tabC.locator('h1')).toHaveText('Careers')

  const before = releasesOf(server.releases)
  const rebuild = run('npm', ['run', 'build'], {
    cwd: sources,
    env: { SITE_RELEASES: server.releases, SITE_PHONE: newPhone },
  })
  const answers = await requestPagesUntil(server.origin, rebuild)
  await rebuild
  expect(new Set(answers), 'every page, every time, during the deploy').toEqual(
    new Set(['200 complete']),
  )
  const after = releasesOf(server.releases)
  expect(after).toHaveLength(before.length + 1)

  // A: a service page, the blog and contact, each the new version, at most one full load.
  await footer(tabA).getByRole('link', { name: 'Blogs' }).click()
  await expectNewVersion(tabA, 'Blog and insights')
  await footer(tabA).getByRole('link', { name: 'Web Application Development' }).click()
  await expectNewVersion(tabA, 'Web Application Development')
  await footer(tabA).getByRole('link', { name: 'Get A Quote' }).click()
  await expectNewVersion(tabA, 'Talk to us')
  expect(documentsA.length, `full page loads: ${documentsA.join(', ')}`).toBeLessThanOrEqual(1)
  expect(unhandled(consoleA)).toEqual([])

  // B: the previous release is retired: its chunks leave the live release too.
  const previous = JSON.parse(
    readFileSync(join(server.releases, before.at(-1) ?? '', 'release.json'), 'utf8'),
  ) as { assets: string[] }
  const live = join(server.releases, 'live', 'site', 'assets')
  const current = JSON.parse(
    readFileSync(join(server.releases, 'live', 'release.json'), 'utf8'),
  ) as { assets: string[] }
  for (const asset of previous.assets) {
    if (!current.assets.includes(asset)) unlinkSync(join(live, asset))
  }
  await footer(tabB).getByRole('link', { name: 'Get A Quote' }).click()
  await expectNewVersion(tabB, 'Talk to us')
  await footer(tabB).getByRole('link', { name: 'Blogs' }).click()
  await expectNewVersion(tabB, 'Blog and insights')
  expect(documentsB.length, `full page loads: ${documentsB.join(', ')}`).toBeLessThanOrEqual(1)
  expect(unhandled(consoleB)).toEqual([])

  // C: the entry it asks for now is gone: the page loads again, as the new version, and runs.
  sendEntry()
  await expectNewVersion(tabC, 'Careers')
  await footer(tabC).getByRole('link', { name: 'Get A Quote' }).click()
  await expectNewVersion(tabC, 'Talk to us')

  await context.close()
})
