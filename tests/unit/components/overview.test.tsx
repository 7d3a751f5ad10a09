import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Overview, splitLead } from '../../../src/components/sections/overview.tsx'

describe('splitLead', () => {
  it('takes the first sentence as the lead and keeps the rest whole', () => {
    expect(splitLead('We build software. It ships on time. It keeps working.')).toEqual([
      'We build software.',
      ['It ships on time. It keeps working.'],
    ])
  })

  it('keeps a one-sentence paragraph whole', () => {
    expect(splitLead('We build software that ships on time.')).toEqual([
      'We build software that ships on time.',
      [],
    ])
  })

  it('does not split where a full stop is followed by a lower-case word or a figure', () => {
    expect(splitLead('Built on .NET and version 2.5 of the API.')).toEqual([
      'Built on .NET and version 2.5 of the API.',
      [],
    ])
  })
})

describe('Overview', () => {
  it('sets a one-sentence paragraph as the statement alone, with no empty block after it', () => {
    const html = renderToStaticMarkup(<Overview paragraphs={['We build software.']} />)
    expect(html.match(/<p\b/g)).toHaveLength(1)
    expect(html).not.toContain('<div class="mt-4')
  })

  it('puts the support under the statement', () => {
    const html = renderToStaticMarkup(
      <Overview paragraphs={['We build software. It ships on time.']} />,
    )
    expect(html).toMatch(
      />We build software\.<\/p><div class="mt-4[^"]*"><p>It ships on time\.<\/p>/,
    )
  })

  it('leads several paragraphs with the first sentence, the rest in the support', () => {
    const html = renderToStaticMarkup(
      <Overview paragraphs={['We build software. It ships on time.', 'Then we run it.']} />,
    )
    expect(html).toMatch(
      /font-display[^"]*">We build software\.<\/p><div[^>]*><p>It ships on time\.<\/p><p>Then we run it\.<\/p><\/div>/,
    )
  })
})
