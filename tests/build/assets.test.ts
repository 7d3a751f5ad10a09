import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { collectInlineHashes } from '../../scripts/lib/csp.ts'
import { cspNginxInclude, emptyInlineHashes } from '../../scripts/lib/csp-include.ts'
import { dist, distFiles, htmlFiles, page, readDist } from '../support/dist.ts'

describe('inline scripts and the Content-Security-Policy', () => {
  const hashes = emptyInlineHashes()
  for (const file of htmlFiles()) collectInlineHashes(readDist(file), file, hashes)

  it('lists the hash of every inline script and style of every page in the nginx include', () => {
    const generated = readFileSync(join(dist, '.vite', 'csp-hashes.conf'), 'utf8')
    expect(generated).toBe(cspNginxInclude(hashes))
  })

  it('shares one bootstrap script across all pages; each page has one stylesheet of its own', () => {
    expect(hashes.scripts.size).toBe(1)
    expect(hashes.styles.size).toBe(htmlFiles().length)
    for (const styles of hashes.styles.values()) expect(styles.size).toBe(1)
  })

  it.each(htmlFiles())('%s has no inline style attribute or event handler', (file) => {
    // Parsed, not searched: a code sample in an article may show such markup as text.
    const attributes = page(file)
      .querySelectorAll('*')
      .flatMap((element) => Object.keys(element.attributes))
    expect(attributes).not.toContain('style')
    expect(attributes.filter((name) => /^on[a-z]+$/.test(name))).toEqual([])
  })
})

describe('precompressed assets', () => {
  const text = distFiles().filter(
    (file) => /\.(html|js|css|json|svg)$/.test(file) && !file.startsWith('.vite'),
  )

  it('writes .gz and .br beside every text asset, with the same content', () => {
    expect(text.length).toBeGreaterThan(290)
    for (const file of text) {
      const original = readFileSync(join(dist, file))
      if (original.length < 200) continue
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), file).toBe(true)
      expect(
        brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original),
        file,
      ).toBe(true)
    }
  })
})

describe('what the bootstrap loads after the first paint', () => {
  it.each(htmlFiles())('%s names its own data file and the whole stylesheet', (file) => {
    const bootstrap = page(file).querySelector('script[data-page-data]')
    const build = bootstrap?.getAttribute('data-build') ?? ''
    const data = `/static-loader-data/${file.replace(/\.html$/, '')}.${build}.json`
    expect(bootstrap?.getAttribute('data-page-data')).toBe(data)
    expect(existsSync(join(dist, data))).toBe(true)
    // The router state is no longer in the page: its one script is the bootstrap.
    expect(page(file).querySelectorAll('script:not([type])')).toEqual([bootstrap])

    const stylesheet = bootstrap?.getAttribute('data-stylesheet') ?? ''
    expect(stylesheet).toMatch(/^\/assets\/[\w-]+\.css$/)
    const whole = readFileSync(join(dist, stylesheet), 'utf8')
    const inline = page(file).querySelector('style')?.rawText ?? ''
    expect(inline.length).toBeGreaterThan(1000)
    expect(inline.length).toBeLessThan(whole.length)
  })
})
