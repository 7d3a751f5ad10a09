import { describe, expect, it } from 'vitest'
import { splitLead } from '../../../src/components/sections/overview.tsx'

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
