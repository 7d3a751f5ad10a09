import { describe, expect, it } from 'vitest'
import {
  customPropertiesRead,
  dropUnusedCustomProperties,
  dropUnusedKeyframes,
  markupClasses,
  parseStylesheet,
  selectorClasses,
  selectorElements,
  trimStylesheet,
  usedSvgFiles,
  withoutFontFaces,
} from '../../../scripts/lib/css-trim.ts'

/** The shape Tailwind 4 and Vite emit: licence, layers, nested media, escaped class names. */
const css = [
  '/*! tailwindcss | MIT License */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme,base,components,utilities;',
  '@layer base{*,:after{box-sizing:border-box}a{color:inherit}}',
  '@layer components{.prose h2{margin-top:2.5rem}}',
  '@layer utilities{.hidden{display:none}.rotate-180{rotate:180deg}',
  '.desktop\\:hidden\\!{@media (min-width:64.0625rem){display:none!important}}',
  '.w-\\[min\\(24rem\\,88vw\\)\\]{width:min(24rem,88vw)}',
  '.js\\:inline-flex:where(.js,.js *){display:inline-flex}',
  '.group:hover .group-hover\\:block,.peer:focus~.x{display:block}',
  '.content-none{--tw-content:"{";content:"}"}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}}',
].join('')

describe('trimStylesheet', () => {
  it('keeps everything when every class is used', () => {
    expect(trimStylesheet(css, new Set(selectorClasses(css)))).toBe(css)
  })

  it('drops the rules that need a class no page uses, and media blocks left empty', () => {
    const used = new Set(['hidden', 'js', 'js:inline-flex', 'group', 'group-hover:block'])
    const trimmed = trimStylesheet(css, used)
    for (const kept of [
      '/*! tailwindcss | MIT License */',
      '@layer theme,base,components,utilities;',
      '*,:before{--tw-shadow:0 0 #0000}',
      'a{color:inherit}',
      '@layer components{}',
      '.hidden{display:none}',
      '.js\\:inline-flex:where(.js,.js *){display:inline-flex}',
      '.group:hover .group-hover\\:block,.peer:focus~.x{display:block}',
      '@property --tw-shadow{',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ])
      expect(trimmed).toContain(kept)
    for (const dropped of [
      'rotate-180',
      'desktop\\:hidden',
      'w-\\[min',
      'content-none',
      'sm\\:px-6',
    ])
      expect(trimmed).not.toContain(dropped)
  })

  it('trims a stylesheet parsed once like its text', () => {
    const used = new Set(['hidden'])
    expect(trimStylesheet(parseStylesheet(css), used)).toBe(trimStylesheet(css, used))
  })

  it('reads escaped class names', () => {
    expect(selectorClasses('.desktop\\:hidden\\!:where(.js,.js *)')).toEqual([
      'desktop:hidden!',
      'js',
    ])
  })

  it('does not require the classes a selector names only in :not()', () => {
    expect(selectorClasses(':root.js:not(.whole-page) :is(#main>*+*,.near)')).toEqual(['js'])
    expect(selectorClasses('.a:not(.b:not(.c\\)),.d) .e')).toEqual(['a', 'e'])
    const rule = ':root.js:not(.whole-page) .card{content-visibility:auto}'
    expect(trimStylesheet(rule, new Set(['js', 'card']))).toBe(rule)
  })

  it('requires a class of :is() or :where() only when every selector of its list names it', () => {
    expect(selectorClasses('.a :is(.b .c,.c.d):where(.e\\:is\\(x\\))')).toEqual([
      'a',
      'c',
      'e:is(x)',
    ])
    expect(selectorClasses(':is(.a,:where(.a .b,.b.a))')).toEqual(['a'])
    const rule = ':root.js :is(#main>*+*,#main .prose){content-visibility:auto}'
    expect(trimStylesheet(rule, new Set(['js']))).toBe(rule)
  })
})

describe('markupClasses', () => {
  it('reads class names as the browser does, entities decoded', () => {
    const html = '<div class="a  [&amp;>svg]:w-full"><p class="b a"></p><svg class="c"></svg></div>'
    expect([...markupClasses(html)]).toEqual(['a', '[&>svg]:w-full', 'b', 'c'])
  })

  it('keeps an arbitrary child variant that the markup uses', () => {
    const rule = '.\\[\\&\\>svg\\]\\:w-full>svg{width:100%}'
    expect(trimStylesheet(rule, markupClasses('<div class="[&amp;>svg]:w-full"></div>'))).toBe(rule)
  })
})

describe('dropUnusedCustomProperties', () => {
  it('drops what no var() reads, through chains of variables, and keeps what one does', () => {
    const sheet = [
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-ring:0}}}',
      '@layer theme{:root{--spacing:.25rem;--font-mono:ui-monospace;--mono:var(--font-mono);--w:#fff}}',
      '@layer utilities{.mt-2{margin-top:calc(var(--spacing) * 2)}.c{content:"a;b";--tw-content:";"}',
      '.ring{box-shadow:var(--tw-ring,0 0 #0000)}}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@property --tw-ring{syntax:"*";inherits:false}',
    ].join('')
    expect(dropUnusedCustomProperties(sheet)).toBe(
      [
        '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-ring:0}}}',
        '@layer theme{:root{--spacing:.25rem}}',
        '@layer utilities{.mt-2{margin-top:calc(var(--spacing) * 2)}.c{content:"a;b"}',
        '.ring{box-shadow:var(--tw-ring,0 0 #0000)}}',
        '@property --tw-ring{syntax:"*";inherits:false}',
      ].join(''),
    )
  })

  it('leaves a stylesheet whose variables are all read as it is', () => {
    const sheet = ':root{--a:1px}.x{width:var(--a)}'
    expect(dropUnusedCustomProperties(sheet)).toBe(sheet)
  })
})

describe('custom properties read by the SVG illustrations a page uses', () => {
  const theme = [
    ':root{--ink:#111;--art-bg:#0b1f3a;--art-line:#f1f5f9;--art-sky:#38bdf8}',
    ':root:where([data-theme=dark],[data-theme=dark] *){--ink:#eee;--art-bg:#10284a;--art-line:#e2e8f0}',
    '.text-ink{color:var(--ink)}',
  ].join('')

  it('keeps the variables `alsoRead` names, wherever they are set, and drops the others', () => {
    expect(dropUnusedCustomProperties(theme)).toBe(
      ':root{--ink:#111}:root:where([data-theme=dark],[data-theme=dark] *){--ink:#eee}.text-ink{color:var(--ink)}',
    )
    expect(dropUnusedCustomProperties(theme, new Set(['--art-bg', '--art-line']))).toBe(
      [
        ':root{--ink:#111;--art-bg:#0b1f3a;--art-line:#f1f5f9}',
        ':root:where([data-theme=dark],[data-theme=dark] *){--ink:#eee;--art-bg:#10284a;--art-line:#e2e8f0}',
        '.text-ink{color:var(--ink)}',
      ].join(''),
    )
  })

  it('finds the SVG files drawn with <use>, once each, and the variables an SVG reads', () => {
    const html = [
      '<svg><use href="/images/art/hero.svg#art"></use></svg>',
      '<svg><use xlink:href="/images/art/team.svg#art"/></svg>',
      '<svg><use href="/images/art/hero.svg#art"></use></svg>',
      '<svg><use href="#local-symbol"></use></svg>',
      '<img src="/images/not-found.svg" alt="">',
    ].join('')
    expect(usedSvgFiles(html)).toEqual(['/images/art/hero.svg', '/images/art/team.svg'])
    const svg =
      '<svg><symbol id="art"><rect fill="var(--art-bg, #0b1f3a)"/><path style="stroke:var(--art-line,#f1f5f9)"/></symbol></svg>'
    expect(customPropertiesRead(svg)).toEqual(new Set(['--art-bg', '--art-line']))
  })
})

describe('rules that load a file', () => {
  it('come with the whole stylesheet, not in the first paint: an icon rule, a background', () => {
    const sheet =
      '.icon{mask:var(--icon,linear-gradient(#0000,#0000))}.i-x{--icon:url(/assets/icon-x-1.svg)}.b{background:url("/b.svg")}.d{background:url(data:image/svg+xml,a)}@font-face{font-family:A;src:url(/a.woff2)}'
    const used = new Set(['icon', 'i-x', 'b', 'd'])
    expect(trimStylesheet(sheet, used, new Set(['span']))).toBe(
      '.icon{mask:var(--icon,linear-gradient(#0000,#0000))}.d{background:url(data:image/svg+xml,a)}@font-face{font-family:A;src:url(/a.woff2)}',
    )
    expect(trimStylesheet(sheet, used)).toBe(sheet)
  })
})

describe('the first paint of a page without the form controls a rule styles', () => {
  const preflight = [
    'button,input:where([type=button]){appearance:button}',
    '::placeholder{opacity:1}',
    '::-webkit-datetime-edit{display:inline-flex}',
    '::file-selector-button{margin-inline-end:4px}',
    '::-moz-focus-inner{border:0}',
    '::-webkit-progress-bar{background:none}',
    '::-webkit-scrollbar{width:8px}',
  ].join('')

  it('has the rules of its buttons, not those of text fields, date pickers or progress bars', () => {
    expect(trimStylesheet(preflight, new Set(), new Set(['button']))).toBe(
      'button,input:where([type=button]){appearance:button}::-moz-focus-inner{border:0}::-webkit-scrollbar{width:8px}',
    )
    expect(trimStylesheet(preflight, new Set(), new Set(['input']))).toBe(
      preflight.replace('::-webkit-progress-bar{background:none}', ''),
    )
    expect(selectorElements('::-webkit-datetime-edit-year-field')).toEqual(['input', 'textarea'])
    expect(selectorElements('::-webkit-meter-bar')).toEqual(['meter'])
    expect(selectorElements('::selection')).toBeUndefined()
  })
})

describe('dropUnusedKeyframes', () => {
  it('keeps the keyframes a rule animates with, by name, and drops the others', () => {
    const sheet = [
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '@keyframes rise{0%{opacity:0}50%{opacity:.5}}',
      '@keyframes pulse{50%{opacity:.5}}',
      '.a{animation:1s linear infinite spin}',
      '.b{animation-name:fade,pulse}',
    ].join('')
    expect(dropUnusedKeyframes(sheet)).toBe(
      sheet.replace('@keyframes rise{0%{opacity:0}50%{opacity:.5}}', ''),
    )
    expect(dropUnusedKeyframes('@keyframes rise{0%{opacity:0}}.x{color:red}')).toBe('.x{color:red}')
  })
})

describe('withoutFontFaces', () => {
  it('drops the font faces, at the top and in layers, and keeps every other rule', () => {
    const css =
      "@font-face{font-family:A;src:url(/a.woff2)}@layer base{@font-face{font-family:B;src:url('/b{}.woff2')}h1{font-family:A,B}}.x{color:red}"
    expect(withoutFontFaces(parseStylesheet(css))).toBe(
      '@layer base{h1{font-family:A,B}}.x{color:red}',
    )
  })
})
