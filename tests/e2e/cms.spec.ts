import './support/site-config.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { freePort } from '../support/ports.ts'

/**
 * The content manager (/cms) with its local backend: decap-server writes into a copy of the
 * content, as `npm run dev`'s proxy writes into the working copy. One entry of every collection is
 * changed and saved through the CMS's own forms, and the build's content loader must accept
 * every file it wrote.
 */

/** The proxy the CMS's configuration names (vite.cms.config.ts), answered by this test's server. */
const configuredProxy = 'http://localhost:8082/api/v1'

let repo: string
/** A path in this test's copy of src/content, the folder the CMS writes to. */
const repoContent = (...parts: string[]) => join(repo, 'src', 'content', ...parts)
let proxy: ChildProcess
let proxyUrl: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the content manager is a desktop tool')
  repo = mkdtempSync(join(tmpdir(), 'cms-repo-'))
  cpSync('src/content', repoContent(), { recursive: true })
  cpSync('public/images', join(repo, 'public', 'images'), { recursive: true })
  const port = await freePort()
  proxyUrl = `http://127.0.0.1:${port}/api/v1`
  proxy = spawn('node_modules/.bin/decap-server', [], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(proxyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
})

test.afterAll(() => {
  proxy?.kill()
  if (repo) rmSync(repo, { recursive: true, force: true })
})

/**
 * The CMS's requests to its configured proxy reach this test's decap-server, each on a connection
 * of its own: decap-server closes idle keep-alive sockets after five seconds, and a save sent on
 * one it has just closed would be lost (ECONNRESET) while the CMS waits for an answer.
 */
async function useTestProxy(page: Page) {
  await page.route(configuredProxy, async (route) => {
    const sent = route.request()
    const headers = Object.fromEntries(
      Object.entries(sent.headers()).filter(([name]) => name !== 'host' && name !== 'connection'),
    )
    const answer = await new Promise<{
      status: number
      headers: Record<string, string>
      body: Buffer
    }>((resolve, reject) => {
      const outgoing = request(
        proxyUrl,
        { method: sent.method(), headers, agent: false },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 502,
              headers: Object.fromEntries(
                Object.entries(incoming.headers)
                  .filter(([name]) => !['connection', 'transfer-encoding'].includes(name))
                  .map(([name, value]) => [name, String(value)]),
              ),
              body: Buffer.concat(chunks),
            }),
          )
          incoming.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      outgoing.end(sent.postDataBuffer() ?? undefined)
    })
    await route.fulfill(answer)
  })
}

/** An entry's editor (`entries/<slug>`, or `new` for a new one), signed in to the proxy. */
async function openEntry(page: Page, collection: string, entry: string) {
  // A fresh document per entry: the CMS loads the entry its address names.
  await page.goto('about:blank')
  await page.goto(`/cms#/collections/${collection}/${entry === 'new' ? 'new' : `entries/${entry}`}`)
  const login = page.getByRole('button', { name: 'Login' })
  const editor = page.getByText('Writing in')
  await expect(login.or(editor)).toBeVisible({ timeout: 30_000 })
  if (await login.isVisible()) await login.click()
  await expect(editor).toBeVisible({ timeout: 30_000 })
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 })
}

const sentence =
  'Written in the content manager by the end-to-end test, to prove a saved file passes.'

/** One entry of every collection, the field changed in it, and the file the CMS writes. */
const edits = [
  {
    collection: 'blog',
    entry: 'estimating-an-mvp-honestly',
    label: 'Description',
    file: 'blog/estimating-an-mvp-honestly.md',
  },
  {
    collection: 'case-studies',
    entry: 'clinic-group-patient-app',
    label: 'Description',
    file: 'case-studies/clinic-group-patient-app.md',
  },
  {
    collection: 'careers',
    entry: 'devops-engineer',
    label: 'Description',
    file: 'careers/devops-engineer.md',
  },
  {
    collection: 'services',
    entry: 'erp-solutions',
    label: 'Description',
    file: 'services/erp-solutions.yaml',
  },
  {
    collection: 'hire',
    entry: 'hire-dotnet-developer',
    label: 'Description',
    file: 'hire/hire-dotnet-developer.yaml',
  },
  { collection: 'countries', entry: 'uk', label: 'Engagement', file: 'countries/uk.yaml' },
  { collection: 'pages', entry: 'about', label: 'Description', file: 'pages/about.yaml' },
  {
    collection: 'faqs',
    entry: 'getting-started',
    label: 'Topic',
    file: 'faqs/getting-started.yaml',
    value: 'Getting started with us',
  },
  { collection: 'estimator', entry: 'estimator', label: 'Assumption', file: 'estimator.yaml' },
  {
    collection: 'engagement-models',
    entry: 'engagement-models',
    label: 'Best for',
    expand: 'Fixed price',
    file: 'engagement-models.yaml',
  },
  {
    collection: 'call-hours',
    entry: 'call-hours',
    label: 'Start',
    file: 'call-hours.yaml',
    value: '10:30',
  },
] as const

/** The value typed into an edit's field, and the start of it its file must hold once saved. */
const typed = (edit: (typeof edits)[number]) => ('value' in edit ? edit.value : sentence)
const savedStart = (edit: (typeof edits)[number]) => typed(edit).split(' ').slice(0, 4).join(' ')
/** The file an edit saved, as the CMS wrote it into this test's repository. */
const savedFile = (edit: (typeof edits)[number]) => readFileSync(repoContent(edit.file), 'utf8')

// One test per collection, each with its own time: the CMS loads its whole bundle for every
// entry, and on a busy machine eleven loads in one test outran any single limit.
for (const edit of edits) {
  test(`${edit.collection}: ${edit.entry} saves through the CMS`, async ({ page }) => {
    test.setTimeout(120_000)
    await useTestProxy(page)
    await openEntry(page, edit.collection, edit.entry)
    // A list's items are collapsed to their summary: open the item by its top bar's toggle.
    if ('expand' in edit) {
      await page
        .locator(
          `xpath=//div[normalize-space(text())="${edit.expand}"]/preceding-sibling::div[1]//button[1]`,
        )
        .first()
        .click()
    }
    const field = page.getByLabel(edit.label, { exact: true }).first()
    await field.fill(typed(edit))
    await publish(page)
    expect(savedFile(edit)).toContain(savedStart(edit))
  })
}

test('the build accepts every file the CMS wrote', async () => {
  // Serial: runs after every collection above has saved into this repository.
  const { loadCollections } = await import('../../src/content/loader/collections.ts')
  expect(() => loadCollections(repoContent(), join(repo, 'public'))).not.toThrow()
  // No later save undid an earlier one.
  for (const edit of edits) {
    expect(savedFile(edit)).toContain(savedStart(edit))
  }
})

test('an entry the schema refuses is named in the CMS and not saved', async ({ page }) => {
  await useTestProxy(page)
  await openEntry(page, 'blog', 'cutting-cloud-costs-without-rewrite')
  const file = repoContent('blog', 'cutting-cloud-costs-without-rewrite.md')
  const before = readFileSync(file, 'utf8')
  await page.getByLabel('Title', { exact: true }).fill('Too short')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect(
    page.getByText(/Title didn't match the pattern: Between 10 and 48 characters/i),
  ).toBeVisible()
  expect(readFileSync(file, 'utf8')).toBe(before)
})

test('a new post is previewed in the site look from its first keystroke', async ({ page }) => {
  await useTestProxy(page)
  await openEntry(page, 'blog', 'new')
  await page.getByLabel('Title', { exact: true }).fill('Planning a Product Launch Calmly')
  const preview = page.frameLocator('iframe').first()
  // Drawn by the blog post page's own component, with no date picked yet.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Planning a Product Launch Calmly',
  )
  await expect(preview.locator('time').first()).toBeVisible()
  // A tag added but not typed yet is left out, then shown once it has a name.
  await page.getByRole('button', { name: /Add tags/ }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByLabel('Tag', { exact: true }).first().fill('Product launch')
  await expect(preview.getByText('Product launch', { exact: true }).first()).toBeVisible()
  await expect(page.getByText("There's been an error")).toHaveCount(0)
})

test('a cover uploaded for a new post shows in the editor and the preview before publishing', async ({
  page,
}) => {
  await useTestProxy(page)
  const upload = join(mkdtempSync(join(tmpdir(), 'cms-upload-')), 'launch-plan.svg')
  writeFileSync(
    upload,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b1f3a"/><circle cx="600" cy="338" r="200" fill="#f59e0b"/></svg>',
  )
  await openEntry(page, 'blog', 'new')
  await page.getByLabel('Title', { exact: true }).fill('Planning a Product Launch Calmly')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText('Upload', { exact: true }).click()
  await (await chooser).setFiles(upload)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  // Not on the site yet, and not in the repository until the post is saved: drawn from the file
  // the CMS holds, in the cover field's thumbnail and in the page's own cover.
  expect(existsSync(join(repo, 'public', 'images', 'blog', 'launch-plan.svg'))).toBe(false)
  const drawn = (image: Locator) =>
    image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeHidden()
  // The field's thumbnail (Decap draws it as a presentational image).
  const thumbnail = page.locator('img[role="presentation"]')
  await expect(thumbnail).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => drawn(thumbnail)).toBe(1200)
  const cover = page.frameLocator('iframe').first().locator('article img').first()
  await expect(cover).toHaveAttribute('src', /^blob:/)
  await expect.poll(() => drawn(cover)).toBe(1200)
})
