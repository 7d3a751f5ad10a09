import { describe, expect, it } from 'vitest'
import { blogTopics, caseStudyFacets } from '../../../src/content/loader/topics.ts'

const post = (file: string, category: string, tags: string[]) => ({
  file: `/site/src/content/blog/${file}.md`,
  data: { category, tags },
})

describe('blogTopics', () => {
  it('groups posts by category and by tag, names sorted, posts in the order given', () => {
    const a = post('a', 'Engineering', ['QA', 'CI/CD'])
    const b = post('b', 'AI & Data', ['LLM', 'QA'])
    const c = post('c', 'Engineering', ['QA'])
    const { categories, tags } = blogTopics([a, b, c])
    expect(categories.map((topic) => [topic.name, topic.slug, topic.entries])).toEqual([
      ['AI & Data', 'ai-data', [b]],
      ['Engineering', 'engineering', [a, c]],
    ])
    expect(tags.map((topic) => [topic.slug, topic.entries.length])).toEqual([
      ['ci-cd', 1],
      ['llm', 1],
      ['qa', 3],
    ])
  })

  it('stops at two names that give one slug, naming both files and the field', () => {
    const first = post('first', 'Engineering', ['CI/CD'])
    expect(() => blogTopics([first, post('second', 'engineering', ['QA'])])).toThrow(
      /second\.md: field "category": "engineering" and "Engineering" \(.*first\.md\) give the same address \("engineering"\)/,
    )
    expect(() => blogTopics([first, post('second', 'Engineering', ['QA', 'CI-CD'])])).toThrow(
      /second\.md: field "tags\.1": "CI-CD" and "CI\/CD" \(.*first\.md\)/,
    )
  })

  it('stops at a name with no letter or digit', () => {
    expect(() => blogTopics([post('odd', '&', ['QA'])])).toThrow(
      /odd\.md: field "category": "&" needs a letter or digit/,
    )
  })
})

const study = (file: string, industry: string, services: string[], technologies: string[]) => ({
  file: `/site/src/content/case-studies/${file}.md`,
  data: { client: { industry }, services, technologies },
})

describe('caseStudyFacets', () => {
  it('groups case studies by industry, service (slug and name from services.ts) and technology', () => {
    const a = study('a', 'Logistics', ['erp-solutions', 'ui-ux-design'], ['Python', 'Odoo 17'])
    const b = study('b', 'Healthcare', ['ui-ux-design'], ['Flutter', 'Python'])
    const { industries, services, technologies } = caseStudyFacets([a, b])
    expect(industries.map((topic) => [topic.name, topic.slug, topic.entries])).toEqual([
      ['Healthcare', 'healthcare', [b]],
      ['Logistics', 'logistics', [a]],
    ])
    expect(services.map((topic) => [topic.name, topic.slug, topic.entries])).toEqual([
      ['ERP Solutions', 'erp-solutions', [a]],
      ['UI/UX Design', 'ui-ux-design', [a, b]],
    ])
    expect(technologies.map((topic) => [topic.slug, topic.entries.length])).toEqual([
      ['flutter', 1],
      ['odoo-17', 1],
      ['python', 2],
    ])
  })

  it('stops at two technologies that give one slug, naming both files and the field', () => {
    const first = study('first', 'Retail', [], ['Node.js'])
    expect(() =>
      caseStudyFacets([first, study('second', 'Retail', [], ['React', 'Node JS'])]),
    ).toThrow(
      /second\.md: field "technologies\.1": "Node JS" and "Node\.js" \(.*first\.md\) give the same address \("node-js"\)/,
    )
    expect(() => caseStudyFacets([first, study('second', 'retail', [], [])])).toThrow(
      /second\.md: field "client\.industry": "retail" and "Retail"/,
    )
  })
})
