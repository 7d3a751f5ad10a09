import { readFile, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { close, createIndex } from 'pagefind'
import type { SearchRecord } from '../../src/loaders/site-index.ts'

/**
 * What the site search finds (docs/architecture.md, "Site search"): Pagefind's index of every
 * page in the sitemap, each under its canonical path, written to dist/pagefind/. Only a page's
 * <main> is read, without its navigation (breadcrumb, filters, contents), forms and the
 * no-JavaScript copies of what scripts draw.
 */
const searchFolder = 'pagefind'

const unindexed = ['nav', 'noscript', 'form']

/**
 * What the site's own search box (src/lib/site-search.ts) loads: Pagefind's script, its worker,
 * the English WebAssembly and the index. Pagefind's ready-made interfaces are removed.
 */
const used = (file: string) =>
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.en_\w+\.pf_meta|wasm\.en\.pagefind|(fragment|index)\/.+)$/.test(
    file,
  )

/** The exported file of a page's path: "/" is index.html, "/about/company" about/company.html. */
const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * Indexes `paths` from their exported HTML, except those `records` gives words for: those are
 * indexed from the words, with `variantOf` and `place` as metadata the results fold by.
 */
export async function writeSearchIndex(
  dist: string,
  paths: readonly string[],
  records: readonly SearchRecord[],
): Promise<{ pages: number; files: string[] }> {
  const byPath = new Map(records.map((record) => [record.path, record]))
  const { index, errors } = await createIndex({
    rootSelector: 'main',
    excludeSelectors: unindexed,
    forceLanguage: 'en',
  })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  try {
    for (const path of paths) {
      const record = byPath.get(path)
      const added = record
        ? await index.addCustomRecord({
            url: path,
            content: record.content,
            language: 'en',
            meta: { title: record.title, variantOf: record.variantOf, place: record.place },
          })
        : await index.addHTMLFile({
            url: path,
            content: await readFile(join(dist, pageFile(path)), 'utf8'),
          })
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`)
      }
    }
    const output = join(dist, searchFolder)
    const written = await index.writeFiles({ outputPath: output })
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
    }
    const all = (await readdir(output, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath.slice(output.length + 1), entry.name))
    await Promise.all(all.filter((file) => !used(file)).map((file) => rm(join(output, file))))
    const kept = all.filter(used).map((file) => join(searchFolder, file))
    return { pages: paths.length, files: kept }
  } finally {
    await close()
  }
}
