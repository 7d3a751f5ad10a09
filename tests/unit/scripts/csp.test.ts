import { describe, expect, it } from 'vitest'
import { collectInlineHashes, sha256Source } from '../../../scripts/lib/csp.ts'
import {
  cspNginxInclude,
  emptyInlineHashes,
  everyPage,
  mergeInlineHashes,
  readCspNginxInclude,
} from '../../../scripts/lib/csp-include.ts'

describe('CSP hashes', () => {
  it('hashes like the browser does (sha256 of the exact text, base64)', () => {
    // Reference value: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })

  it('collects executable inline scripts and styles, not data blocks or external scripts', () => {
    const html = `<html><head><style>a{}</style>
      <script type="application/ld+json">{"@type":"Thing"}</script></head>
      <body><script type="application/json" id="d">{}</script><script src="/a.js"></script>
      <script data-x="1">boot()</script><script type="module">go()</script></body></html>`
    const hashes = collectInlineHashes(html, 'about/company.html', emptyInlineHashes())
    expect([...hashes.scripts].sort()).toEqual(
      [sha256Source('boot()'), sha256Source('go()')].sort(),
    )
    expect([...hashes.styles]).toEqual([['/about/company.html', new Set([sha256Source('a{}')])]])
  })

  it('writes both lists into the nginx include', () => {
    const conf = cspNginxInclude({
      scripts: new Set(["'sha256-b'", "'sha256-a'"]),
      styles: new Map(),
    })
    expect(conf).toContain(`map $host $csp_script_hashes { default "'sha256-a' 'sha256-b'"; }`)
    expect(conf).toContain('map $uri $csp_style_hashes {\n    default "";\n}')
  })

  it('allows each page its own styles, by the file nginx serves, and reads them back', () => {
    const hashes = {
      scripts: new Set(["'sha256-boot'"]),
      styles: new Map([
        ['/index.html', new Set(["'sha256-home'"])],
        ['/about/company.html', new Set(["'sha256-new'", "'sha256-old'"])],
      ]),
    }
    const conf = cspNginxInclude(hashes)
    expect(conf).toContain(`    "/index.html" "'sha256-home'";`)
    expect(conf).toContain(`    "/about/company.html" "'sha256-new' 'sha256-old'";`)
    expect(readCspNginxInclude(conf)).toEqual(hashes)
  })

  it('reads the one-line include of earlier builds as styles allowed on every page', () => {
    const earlier = [
      `map $host $csp_script_hashes { default "'sha256-boot'"; }`,
      `map $host $csp_style_hashes { default "'sha256-all'"; }`,
    ].join('\n')
    const hashes = readCspNginxInclude(earlier)
    expect(hashes.styles).toEqual(new Map([[everyPage, new Set(["'sha256-all'"])]]))
    mergeInlineHashes(hashes, {
      scripts: new Set(),
      styles: new Map([['/a.html', new Set(['a'])]]),
    })
    const conf = cspNginxInclude(hashes)
    expect(conf).toContain(`    default "'sha256-all'";`)
    expect(conf).toContain(`    "/a.html" "'sha256-all' a";`)
  })

  it('merges releases page by page', () => {
    const merged = mergeInlineHashes(
      { scripts: new Set(['a']), styles: new Map([['/x.html', new Set(['x1'])]]) },
      {
        scripts: new Set(['b']),
        styles: new Map([
          ['/x.html', new Set(['x2'])],
          ['/y.html', new Set(['y'])],
        ]),
      },
    )
    expect(merged).toEqual({
      scripts: new Set(['a', 'b']),
      styles: new Map([
        ['/x.html', new Set(['x1', 'x2'])],
        ['/y.html', new Set(['y'])],
      ]),
    })
  })

  it('sizes the map hash for long paths', () => {
    const long = `/${'a'.repeat(120)}.html`
    const conf = cspNginxInclude({ scripts: new Set(), styles: new Map([[long, new Set(['s'])]]) })
    expect(conf).toContain('map_hash_bucket_size 256;')
  })
})
