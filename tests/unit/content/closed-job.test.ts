import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadContentFrom } from '../../../src/content/loader/collections.ts'
import { staticPaths } from '../../../src/content/loader/static-paths.ts'
import { contentPage, jobPage } from '../../../src/loaders/index.ts'
import { sitemapEntries } from '../../../src/loaders/site-index.ts'

/**
 * A job opening whose validThrough has passed (the fixture's is 2026-02-27) leaves the careers
 * list and the sitemap at the next build; its page stays, says the role is closed and offers no
 * JobPosting. The fixture is copied into a copy of src/content.
 */
const content = join(process.cwd(), 'src', 'content')
const publicDir = join(process.cwd(), 'public')
const fixture = join(import.meta.dirname, 'fixtures', 'mobile-qa-engineer.md')
const slug = 'mobile-qa-engineer'
const path = `/careers/${slug}`
let root: string

function buildOn(today: string) {
  process.env.SITE_TODAY = today
  loadContentFrom(root, publicDir)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(content, root, { recursive: true })
  copyFileSync(fixture, join(root, 'careers', `${slug}.md`))
  return () => {
    delete process.env.SITE_TODAY
    loadContentFrom(content, publicDir)
    rmSync(root, { recursive: true, force: true })
  }
})
afterEach(() => {
  delete process.env.SITE_TODAY
})

const listed = () => {
  const listing = contentPage('careers').listing
  return listing?.type === 'jobs' ? listing.items.map((item) => item.href) : []
}

describe('a job opening past its validThrough', () => {
  it('is listed, in the sitemap and a JobPosting through its last day', () => {
    buildOn('2026-02-27')
    expect(listed()).toContain(path)
    expect(sitemapEntries().map((entry) => entry.path)).toContain(path)
    const page = jobPage(slug)
    expect(page?.job.closed).toBe(false)
    expect(page?.head.jsonLd).toContain('"@type":"JobPosting"')
    expect(page?.head.indexable).toBe(true)
  })

  it('leaves the careers list and the sitemap from the next day on', () => {
    buildOn('2026-02-28')
    expect(listed()).not.toContain(path)
    expect(listed().length).toBeGreaterThan(0)
    expect(sitemapEntries().map((entry) => entry.path)).not.toContain(path)
  })

  it('keeps its page, closed: no JobPosting, not indexed', async () => {
    buildOn('2026-02-28')
    expect(await staticPaths.jobs()).toContain(path)
    const page = jobPage(slug)
    expect(page?.job.closed).toBe(true)
    expect(page?.job.title).toBe('Mobile QA Engineer')
    expect(page?.head.jsonLd ?? '').not.toContain('JobPosting')
    expect(page?.head.indexable).toBe(false)
  })
})
