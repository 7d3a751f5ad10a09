// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { recordVisit, visitAttribution } from '../../../src/forms/attribution.ts'

/** A full page load of `path` on this origin, arriving from `referrer`. */
function load(path: string, referrer = '') {
  history.replaceState(null, '', path)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  recordVisit()
}

afterEach(() => {
  sessionStorage.clear()
})

describe('where a visit came from (sessionStorage, no cookie)', () => {
  it('keeps the first page of the visit, its utm parameters and the referring origin', () => {
    load(
      '/au/services/web-application-development?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      'https://www.google.com/search?q=web+developers',
    )
    load('/contactus', `${location.origin}/au/services`)
    expect(visitAttribution()).toEqual({
      page: '/contactus',
      landingPage: '/au/services/web-application-development',
      referrer: 'https://www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    })
    expect(document.cookie).toBe('')
  })

  it('records no referrer for a typed address or a link from the site itself', () => {
    load('/', `${location.origin}/blogs`)
    expect(visitAttribution()).toMatchObject({ landingPage: '/', referrer: null, utmSource: null })
  })

  it('sends the page alone when storage holds something unreadable', () => {
    history.replaceState(null, '', '/careers/qa-engineer')
    sessionStorage.setItem('visit-source', '{not json')
    expect(visitAttribution()).toEqual({ page: '/careers/qa-engineer' })
  })
})
