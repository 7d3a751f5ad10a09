import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../../src/config/paths.ts'
import { localeOfPath, locales } from '../../src/i18n/locales.ts'
import { htmlFiles, jsonLd, page, urlPathOf } from '../support/dist.ts'

type Node = Record<string, unknown> & { '@type': string }

const files = htmlFiles()
const graphOf = (file: string): Node[] => {
  const blocks = jsonLd(page(file)) as { '@context': string; '@graph': Node[] }[]
  expect(blocks, `${file}: one JSON-LD block`).toHaveLength(1)
  expect(blocks[0]?.['@context']).toBe('https://schema.org')
  return blocks[0]?.['@graph'] ?? []
}
const nodesOf = (file: string, type: string) =>
  graphOf(file).filter((node) => node['@type'] === type)
const get = (node: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], node)

/** Google's documented required properties, per type (plus what makes each useful). */
const required: Record<string, string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  WebPage: ['name', 'url'],
  ProfessionalService: [
    'name',
    'address.streetAddress',
    'address.addressLocality',
    'address.addressRegion',
    'address.postalCode',
    'address.addressCountry',
    'telephone',
  ],
  Service: ['name', 'provider', 'areaServed', 'serviceType'],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author.name'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization.name',
    'jobLocation.address.addressCountry',
    'jobLocation.address.addressLocality',
  ],
  FAQPage: ['mainEntity'],
  ItemList: ['itemListElement'],
}

/** The `@id`s a graph defines (a node's own) and refers to (an object with `@id` alone). */
function ids(
  value: unknown,
  found = { defined: new Set<string>(), referenced: new Set<string>() },
) {
  if (Array.isArray(value)) value.forEach((item) => ids(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const id = record['@id']
    if (typeof id === 'string') {
      const only = Object.keys(record).length === 1
      ;(only ? found.referenced : found.defined).add(id)
    }
    Object.values(record).forEach((item) => ids(item, found))
  }
  return found
}

describe.each(files)('%s', (file) => {
  it('defines every @id its JSON-LD refers to', () => {
    const { defined, referenced } = ids(graphOf(file))
    for (const id of referenced) expect(defined, `${file}: ${id}`).toContain(id)
  })

  it('has JSON-LD whose every node carries its required properties', () => {
    for (const node of graphOf(file)) {
      const properties = required[node['@type']]
      expect(properties, `${file}: unexpected type ${node['@type']}`).toBeDefined()
      for (const property of properties ?? [])
        expect(get(node, property), `${file}: ${node['@type']}.${property}`).toBeTruthy()
      if (node['@type'] === 'BreadcrumbList' || node['@type'] === 'ItemList') {
        const items = node.itemListElement as Record<string, unknown>[]
        expect(items.length).toBeGreaterThan(0)
        items.forEach((item, index) => {
          expect(item.position).toBe(index + 1)
          expect(item.name).toBeTruthy()
          expect(String(item.item ?? item.url)).toMatch(/^https:\/\//)
        })
      }
      if (node['@type'] === 'FAQPage') {
        for (const question of node.mainEntity as Record<string, unknown>[]) {
          expect(question['@type']).toBe('Question')
          expect(question.name).toBeTruthy()
          expect(get(question, 'acceptedAnswer.text')).toBeTruthy()
        }
      }
    }
  })
})

const types = (file: string) => graphOf(file).map((node) => node['@type'])
const pagesUnder = (prefix: RegExp) => files.filter((file) => prefix.test(file))

describe('each page type carries its structured data', () => {
  it('home: Organization and WebSite', () => {
    expect(types('index.html')).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
  })

  it('contact and about: the Ahmedabad office as a ProfessionalService', () => {
    for (const file of ['contactus.html', 'about.html', 'about/company.html']) {
      const [office] = nodesOf(file, 'ProfessionalService')
      expect(get(office, 'address.addressLocality')).toBe('Ahmedabad')
      expect(get(office, 'address.addressRegion')).toBe('Gujarat')
      expect(get(office, 'address.addressCountry')).toBe('IN')
    }
  })

  it('every page but the home pages and 404: a BreadcrumbList from its home to the page', () => {
    // A market's pages in its language start their trail at its landing page (/ar-sa).
    const homes = ['index.html', '404.html', ...locales.map((locale) => `${locale.id}.html`)]
    for (const file of files.filter((f) => !homes.includes(f))) {
      const [trail] = nodesOf(file, 'BreadcrumbList')
      const items = (trail?.itemListElement ?? []) as { item: string }[]
      const locale = localeOfPath(`/${file}`)
      expect(items[0]?.item, file).toBe(absoluteUrl(locale ? `/${locale.id}` : '/'))
      const canonical = page(file).querySelector('link[rel="canonical"]')?.getAttribute('href')
      expect(items.at(-1)?.item, file).toBe(canonical)
    }
  })

  it('service and country pages: a Service with the area it serves', () => {
    for (const file of pagesUnder(/^services\//))
      expect(get(nodesOf(file, 'Service')[0], 'areaServed')).toBe('Worldwide')
    const country = nodesOf('au/erp-solutions.html', 'Service')[0]
    expect(get(country, 'areaServed')).toEqual({
      '@type': 'Country',
      name: 'Australia',
      identifier: 'AU',
    })
    expect(get(nodesOf('uk/erp-solutions.html', 'Service')[0], 'areaServed.identifier')).toBe('GB')
    expect(get(nodesOf('local/erp-solutions.html', 'Service')[0], 'areaServed')).toEqual({
      '@type': 'City',
      name: 'Ahmedabad',
    })
    const countryPages = files.filter(
      (file) =>
        /^[a-z]+\/[a-z-]+\.html$/.test(file) &&
        !/^(services|hire-developers|blogs|case-studies|careers|about|resources|estimate|call)\//.test(
          file,
        ),
    )
    expect(countryPages).toHaveLength(252)
    for (const file of countryPages) expect(types(file), file).toContain('Service')
  })

  it('blog posts: BlogPosting; job openings: JobPosting in Ahmedabad, India', () => {
    const posts = pagesUnder(/^blogs\/[^/]+$/)
    expect(posts.length).toBeGreaterThanOrEqual(8)
    for (const file of posts) {
      const [post] = nodesOf(file, 'BlogPosting')
      expect(post?.url).toBe(absoluteUrl(urlPathOf(file)))
    }
    const jobs = pagesUnder(/^careers\//)
    expect(jobs.length).toBeGreaterThanOrEqual(5)
    for (const file of jobs) {
      const [job] = nodesOf(file, 'JobPosting')
      expect(get(job, 'jobLocation.address.addressCountry')).toBe('IN')
      expect(String(job?.validThrough) > String(job?.datePosted)).toBe(true)
    }
  })

  it('pages that show FAQs: FAQPage with the questions on the page', () => {
    for (const file of [
      'resources/FAQs.html',
      'services/erp-solutions.html',
      'hire-developers/hire-dotnet-developer.html',
    ]) {
      const [faq] = nodesOf(file, 'FAQPage')
      const questions = (faq?.mainEntity as { name: string }[]).map((question) => question.name)
      const shown = page(file)
        .querySelectorAll('main summary')
        .map((summary) => summary.text.trim())
      expect(questions.sort()).toEqual(shown.sort())
    }
  })

  it('listing pages: an ItemList of what they list', () => {
    for (const [file, prefix] of [
      ['blogs.html', '/blogs/'],
      ['case-studies.html', '/case-studies/'],
      ['careers.html', '/careers/'],
      ['hire-developers.html', '/hire-developers/'],
    ] as const) {
      const [list] = nodesOf(file, 'ItemList')
      const urls = (list?.itemListElement as { url: string }[]).map((item) => item.url)
      expect(urls.length, file).toBeGreaterThanOrEqual(5)
      for (const url of urls) expect(url.startsWith(absoluteUrl(prefix))).toBe(true)
    }
  })

  it('blog topic and case-study facet pages: an ItemList of what they show and a trail through their list', () => {
    const topics = pagesUnder(
      /^(blogs\/(topics|tags)|case-studies\/(industry|service|technology))\//,
    )
    expect(topics.length).toBeGreaterThanOrEqual(7)
    for (const file of topics) {
      const [list] = nodesOf(file, 'ItemList')
      const urls = (list?.itemListElement as { url: string }[]).map((item) => item.url)
      const shown = page(file)
        .querySelectorAll('main h3 a')
        .map((link) => absoluteUrl(link.getAttribute('href') ?? ''))
      expect(urls, file).toEqual(shown)
      expect(urls.length, file).toBeGreaterThanOrEqual(1)
      const [trail] = nodesOf(file, 'BreadcrumbList')
      const names = (trail?.itemListElement as { name: string }[]).map((item) => item.name)
      const listing = file.startsWith('blogs/') ? 'Blog' : 'Case Studies'
      expect(names.slice(0, 2), file).toEqual(['Home', listing])
    }
  })
})
