import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadCollections } from '../../../src/content/loader/collections.ts'

/** A copy of the real content that each test breaks in one place. */
let root: string
const publicDir = join(process.cwd(), 'public')

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(process.cwd(), 'src', 'content'), root, { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const write = (file: string, text: string) => writeFileSync(join(root, file), text)
const load = () => loadCollections(root, publicDir)

const post = (frontMatter: string) =>
  `---\n${frontMatter}\n---\n\n## A section\n\n${'Words that make a body long enough to publish. '.repeat(8)}\n`
const validPost = [
  'title: Choosing a database for a new product',
  'description: How we choose between PostgreSQL, MySQL and document stores for a new product, and the questions that decide it early.',
  'date: 2026-11-20',
  'author: "{shortName} Engineering Team"',
  'category: Engineering',
  'tags: [Databases, Architecture]',
  'cover: /images/blog/estimating-an-mvp-honestly.svg',
  'coverAlt: Blocks of different sizes stacked into a plan',
].join('\n')

describe('content errors name the file and the field', () => {
  it('loads the real content without errors', () => {
    expect(() => load()).not.toThrow()
  })

  it('a description that is too long', () => {
    write(
      'blog/new-post.md',
      post(validPost.replace(/^description: .*$/m, `description: ${'x'.repeat(170)}`)),
    )
    expect(load).toThrow(
      /blog\/new-post\.md is invalid:\n {2}field "description": a meta description may have at most 160 characters/,
    )
  })

  it('a missing required field', () => {
    write('blog/new-post.md', post(validPost.replace(/^date: .*\n/m, '')))
    expect(load).toThrow(/blog\/new-post\.md is invalid:\n {2}field "date"/)
  })

  it('two category or tag names that give one address', () => {
    // The error names both files, whichever of the two comes first.
    const message = () => {
      try {
        load()
      } catch (error) {
        return (error as Error).message
      }
      return ''
    }
    write(
      'blog/new-post.md',
      post(validPost.replace('category: Engineering', 'category: engineering')),
    )
    expect(message()).toMatch(
      /blog\/[a-z-]+\.md: field "category": "(E|e)ngineering" and "(E|e)ngineering" \(\S+\.md\) give the same address \("engineering"\)/,
    )
    expect(message()).toContain('new-post.md')
    write('blog/new-post.md', post(validPost.replace('tags: [Databases,', 'tags: [CI-CD,')))
    expect(message()).toMatch(/field "tags\.\d": "CI(-|\/)CD" and "CI(-|\/)CD" \(/)
    expect(message()).toContain('new-post.md')
  })

  it('a nested field in a YAML file', () => {
    write('services/erp-solutions.yaml', 'shortName: ERP\n')
    expect(load).toThrow(/services\/erp-solutions\.yaml is invalid:\n(.|\n)*field "title"/)
  })

  it('an unknown field (a typo would otherwise be ignored)', () => {
    write('blog/new-post.md', post(`${validPost}\nautor: Someone`))
    expect(load).toThrow(
      /new-post\.md is invalid:\n {2}field "\(the whole file\)": Unrecognized key: "autor"/,
    )
  })

  it('an unknown icon', () => {
    const file = join(root, 'pages', 'home.yaml')
    const home = readFileSync(file, 'utf8')
    const [, icon] = /^ +icon: ([\w-]+)$/m.exec(home) ?? []
    write('pages/home.yaml', home.replace(`icon: ${icon}`, 'icon: rockett'))
    expect(load).toThrow(
      /pages\/home\.yaml is invalid:\n {2}field "sections\.\d+\.items\.\d+\.icon": unknown icon "rockett": use a name from https:\/\/lucide\.dev\/icons/,
    )
  })

  it('an unknown logo', () => {
    write('technology-logos.yaml', 'React: reactt\n')
    expect(load).toThrow(
      /technology-logos\.yaml is invalid:\n {2}field "React": unknown logo "reactt"/,
    )
  })

  it('an unknown placeholder', () => {
    write('blog/new-post.md', post(validPost.replace('{shortName}', '{company}')))
    expect(load).toThrow(/new-post\.md: field "author": unknown placeholder \{company\}/)
  })

  it('a cover image that does not exist', () => {
    write(
      'blog/new-post.md',
      post(validPost.replace('estimating-an-mvp-honestly', 'no-such-image')),
    )
    expect(load).toThrow(
      /new-post\.md: field "cover": \/images\/blog\/no-such-image\.svg is not a file in public\//,
    )
  })

  it('a case study naming a service that does not exist', () => {
    const file = join(root, 'case-studies', 'clinic-group-patient-app.md')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace(/^ {2}- mobile-app-development$/m, '  - mobile-apps'))
    expect(load).toThrow(
      /clinic-group-patient-app\.md: field "services\.\d": "mobile-apps" is not a service slug/,
    )
  })

  it('a service without its content file', () => {
    rmSync(join(root, 'services', 'ui-ux-design.yaml'))
    expect(load).toThrow(/services\/ui-ux-design\.yaml is missing/)
  })

  it('broken YAML', () => {
    write('faqs/getting-started.yaml', 'topic: [unclosed\n')
    expect(load).toThrow(/faqs\/getting-started\.yaml: not valid YAML/)
  })

  it('a Markdown file without front matter', () => {
    write('blog/new-post.md', '## Just a body\n')
    expect(load).toThrow(/new-post\.md: front matter missing/)
  })
})
