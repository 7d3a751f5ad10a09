import { describe, expect, it } from 'vitest'
import { collectInlineHashes, sha256Source } from '../../../scripts/lib/csp.ts'
import { cspNginxInclude } from '../../../scripts/lib/csp-include.ts'

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
    const hashes = collectInlineHashes(html, { scripts: new Set(), styles: new Set() })
    expect([...hashes.scripts].sort()).toEqual(
      [sha256Source('boot()'), sha256Source('go()')].sort(),
    )
    expect([...hashes.styles]).toEqual([sha256Source('a{}')])
  })

  it('writes both lists into the nginx include', () => {
    const conf = cspNginxInclude({
      scripts: new Set(["'sha256-b'", "'sha256-a'"]),
      styles: new Set(),
    })
    expect(conf).toContain(`map $host $csp_script_hashes { default "'sha256-a' 'sha256-b'"; }`)
    expect(conf).toContain('map $host $csp_style_hashes { default ""; }')
  })
})
