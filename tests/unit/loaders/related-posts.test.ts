import { describe, expect, it } from 'vitest'
import { relatedPosts } from '../../../src/loaders/related-posts.ts'

const post = (slug: string, date: string, category: string, tags: string[]) => ({
  slug,
  data: { date, category, tags },
})

const current = post('current', '2026-06-01', 'Engineering', ['QA', 'CI/CD', 'Testing'])

describe('relatedPosts', () => {
  it('ranks by shared tags, then the same category, then the newest; never the post itself', () => {
    const posts = [
      current,
      post('newest-other', '2026-11-01', 'AI & Data', ['LLM']),
      post('same-category', '2026-01-01', 'Engineering', ['Angular']),
      post('one-tag', '2025-01-01', 'Cloud', ['QA']),
      post('two-tags', '2024-01-01', 'Cloud', ['QA', 'CI/CD']),
      post('one-tag-same-category', '2023-01-01', 'Engineering', ['Testing']),
    ]
    expect(relatedPosts(current, posts).map((entry) => entry.slug)).toEqual([
      'two-tags',
      'one-tag-same-category',
      'one-tag',
    ])
    expect(
      relatedPosts(current, posts, 5)
        .map((entry) => entry.slug)
        .slice(3),
    ).toEqual(['same-category', 'newest-other'])
  })

  it('falls back to the newest posts when nothing is shared', () => {
    const posts = [
      post('old', '2024-01-01', 'Cloud', ['AWS']),
      post('new', '2026-01-01', 'Cloud', ['AWS']),
      current,
    ]
    expect(relatedPosts(current, posts).map((entry) => entry.slug)).toEqual(['new', 'old'])
  })
})
