import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { parse } from 'node-html-parser'
const lines = (node, out) => {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) { const t = child.text.replace(/\s+/g, ' ').trim(); if (t) out.push(t); continue }
    const tag = child.rawTagName?.toLowerCase()
    if (['script', 'style', 'svg', 'template'].includes(tag)) continue
    if (child.getAttribute?.('class')?.includes('sr-only') && tag !== 'span') continue
    if (/^h[1-6]$/.test(tag)) { out.push(`[${tag}] ${child.text.replace(/\s+/g, ' ').trim()}`); continue }
    if (tag === 'a') { out.push(`[link] ${child.text.replace(/\s+/g, ' ').trim()}`); continue }
    const before = out.length
    lines(child, out)
    if (['p', 'li', 'dt', 'dd', 'div', 'section', 'ul', 'nav'].includes(tag) && out.length > before + 1) {
      // keep a paragraph on one line when it is made of inline pieces
      if (tag === 'p' || tag === 'dd' || tag === 'dt') out.splice(before, out.length - before, out.slice(before).join(' '))
    }
  }
  return out
}
const text = (file) => {
  const root = parse(readFileSync(`dist/${file}.html`, 'utf8'))
  const out = [`[document title] ${root.querySelector('title')?.text}`, `[meta description] ${root.querySelector('meta[name="description"]')?.getAttribute('content')}`]
  out.push('', '[menu]', ...lines(root.querySelector('header nav'), []))
  out.push('', '[page]', ...lines(root.querySelector('main'), []))
  out.push('', '[footer]', ...lines(root.querySelector('footer'), []))
  return out.join('\n')
}
const samples = {
  ko: [['ko-kr', 'ko/product-development'], ['ko-kr/erp-solutions', 'ko/erp-solutions'], ['ko-kr/cloud-application-development-services', 'ko/cloud-application-development-services'], ['ko-kr/software-testing', 'ko/software-testing'], ['ko-kr/seo-and-digital-marketing', 'ko/seo-and-digital-marketing']],
  ar: [['ar-ae', 'ae/product-development'], ['ar-sa/mobile-app-development', 'sa/mobile-app-development'], ['ar-kw/erp-solutions', 'kw/erp-solutions'], ['ar-jo/ui-ux-design', 'jo/ui-ux-design'], ['ar-om/data-science-services', 'om/data-science-services']],
  fr: [['fr-ma', 'ma/product-development'], ['fr-mc/erp-solutions', 'mc/erp-solutions'], ['fr-ma/mobile-app-development', 'ma/mobile-app-development'], ['fr-mc/low-code-no-code-development', 'mc/low-code-no-code-development'], ['fr-ma/website-maintenance-redesign', 'ma/website-maintenance-redesign']],
}
for (const [lang, pages] of Object.entries(samples)) {
  mkdirSync(`/tmp/readers2/${lang}`, { recursive: true })
  pages.forEach(([page, english], i) => {
    writeFileSync(`/tmp/readers2/${lang}/page${i + 1}.txt`, `PAGE ${i + 1}: https://www.example.com/${page}\n\n${text(page)}\n`)
    const note = i === 0 ? ' (the English site has no landing page per market: this English page of the same market carries the same market facts; the landing page\'s service cards summarise the English service pages)' : ''
    writeFileSync(`/tmp/readers2/${lang}/page${i + 1}.english.txt`, `ENGLISH REFERENCE${note}: https://www.example.com/${english}\n\n${text(english)}\n`)
  })
}
