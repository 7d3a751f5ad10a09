import { describe, expect, it } from 'vitest'
import { blogTopics } from '../../../src/content/loader/topics.ts'

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
    expect(categories.map((topic) => [topic.name, topic.slug, topic.posts])).toEqual([
      ['AI & Data', 'ai-data', [b]],
      ['Engineering', 'engineering', [a, c]],
    ])
    expect(tags.map((topic) => [topic.slug, topic.posts.length])).toEqual([
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
