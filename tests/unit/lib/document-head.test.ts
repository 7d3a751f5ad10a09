// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { applyHead, pageTagAttribute } from '../../../src/lib/document-head.ts'
import type { HeadTags } from '../../../src/seo/head-tags.ts'

const aboutPage: HeadTags = {
  title: 'Our Company Story and Principles | Kitelane',
  meta: [
    { name: 'description', content: 'Who we are.' },
    { property: 'og:title', content: 'Our Company Story and Principles | Kitelane' },
  ],
  link: [{ rel: 'canonical', href: 'https://www.example.com/about/company' }],
  jsonLd: '{"@context":"https://schema.org","@type":"AboutPage"}',
}

const pageTagElements = () => [...document.head.querySelectorAll(`[${pageTagAttribute}]`)]

/** The head as the build exports it, in unhead's attribute order. */
function exportedHead() {
  document.title = aboutPage.title
  document.head.innerHTML = `<title>${aboutPage.title}</title>
<meta charset="utf-8">
<meta content="Who we are." name="description" data-page-head="">
<meta property="og:title" content="Our Company Story and Principles | Kitelane" data-page-head="">
<link href="https://www.example.com/about/company" rel="canonical" data-page-head="">
<script type="application/ld+json" data-page-head="">${aboutPage.jsonLd}</script>`
}

beforeEach(exportedHead)

describe('applyHead', () => {
  it('leaves the exported head as it is when it is already the page’s', () => {
    const before = pageTagElements()
    applyHead(aboutPage)
    expect(pageTagElements()).toEqual(before)
    expect(before.every((element) => element.isConnected)).toBe(true)
  })

  it('replaces every page tag, and only those, for another page', () => {
    const charset = document.head.querySelector('meta[charset]')
    applyHead({
      title: 'Contact Us | Kitelane',
      meta: [{ name: 'description', content: 'Write to us.' }],
      link: [{ rel: 'canonical', href: 'https://www.example.com/contactus' }],
      jsonLd: '{"@type":"ContactPage"}',
    })
    expect(document.title).toBe('Contact Us | Kitelane')
    expect(charset?.isConnected).toBe(true)
    expect(pageTagElements().map((element) => element.outerHTML)).toEqual([
      '<meta name="description" content="Write to us." data-page-head="">',
      '<link rel="canonical" href="https://www.example.com/contactus" data-page-head="">',
      '<script type="application/ld+json" data-page-head="">{"@type":"ContactPage"}</script>',
    ])
  })

  it.each([
    ['title', { ...aboutPage, title: 'Our Story | Kitelane' }],
    ['description', { ...aboutPage, meta: [{ name: 'description', content: 'Who we were.' }] }],
    ['links', { ...aboutPage, link: [...aboutPage.link, { rel: 'alternate', href: '/x' }] }],
    ['JSON-LD', { ...aboutPage, jsonLd: '{"@type":"WebPage"}' }],
  ])('writes the head again when only its %s differs', (_what, tags) => {
    const before = pageTagElements()
    applyHead(tags)
    expect(before.some((element) => element.isConnected)).toBe(false)
    expect(document.title).toBe(tags.title)
    expect(document.head.querySelector('script[data-page-head]')?.textContent).toBe(tags.jsonLd)
    expect(pageTagElements()).toHaveLength(tags.meta.length + tags.link.length + 1)
  })
})
