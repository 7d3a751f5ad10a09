import { describe, expect, it } from 'vitest'
import { anchorHeadings } from '../../../src/content/loader/headings.ts'

describe('anchorHeadings', () => {
  it('gives each h2 an id from its text and lists the sections in order', () => {
    const { html, headings } = anchorHeadings(
      '<p>Intro</p>\n<h2>Why a <code>big-bang</code> rewrite fails</h2>\n<p>x</p>\n<h2>Q&amp;A: what&#39;s next?</h2>\n<h3>Not listed</h3>\n',
    )
    expect(headings).toEqual([
      { id: 'why-a-big-bang-rewrite-fails', text: 'Why a big-bang rewrite fails' },
      { id: 'q-a-what-s-next', text: "Q&A: what's next?" },
    ])
    expect(html).toContain('<h2 id="why-a-big-bang-rewrite-fails">Why a <code>big-bang</code>')
    expect(html).toContain('<h2 id="q-a-what-s-next">Q&amp;A')
    expect(html).toContain('<h3>Not listed</h3>')
  })

  it('keeps ids unique within the document', () => {
    const { headings } = anchorHeadings(
      '<h2>Results</h2><h2>Results</h2><h2>Results 2</h2><h2>!</h2>',
    )
    expect(headings.map((heading) => heading.id)).toEqual([
      'results',
      'results-2',
      'results-2-2',
      'section',
    ])
  })
})
