import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { query, startApp } from './support/app.ts'
import type { TestApp } from './support/app.ts'
import { applicationFields, contactBody, multipart } from './support/forms.ts'

let api: TestApp
beforeEach(async () => {
  api = await startApp()
})
afterEach(async () => {
  await api.close()
})

const fromAustralia = {
  page: '/au/services/web-application-development',
  referrer: 'https://www.google.com/search?q=developers',
  landingPage: '/au/services/web-application-development',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring-2026',
}

const stored = async (id: string) => {
  const [row] = await query<Record<string, unknown>>(
    api,
    // The id is a UUID the API answered with.
    `SELECT source_page, referrer_origin, landing_page, utm_source, utm_medium, utm_campaign, name, email, company, topic, status FROM leads WHERE id = '${id}'`,
  )
  return row
}

describe('where a lead came from', () => {
  it('stores the attribution an enquiry sends beside its fields, and its searchable fields', async () => {
    const response = await api.post('/api/contact', {
      payload: contactBody({ email: 'Asha@Example.org', attribution: fromAustralia }),
    })
    expect(response.statusCode).toBe(201)
    expect(await stored(response.json<{ id: string }>().id)).toEqual({
      source_page: '/au/services/web-application-development',
      referrer_origin: 'https://www.google.com',
      landing_page: '/au/services/web-application-development',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
      name: 'Asha Mehta',
      email: 'asha@example.org',
      company: 'Mehta Textiles',
      topic: 'web-application-development',
      status: 'new',
    })
  })

  it('stores the attribution of an application, sent as JSON text in the multipart form', async () => {
    const form = await multipart({
      ...applicationFields(),
      attribution: JSON.stringify({ ...fromAustralia, page: '/careers/senior-react-developer' }),
    })
    const response = await api.post('/api/careers/applications', form)
    expect(response.statusCode).toBe(201)
    expect(await stored(response.json<{ id: string }>().id)).toMatchObject({
      source_page: '/careers/senior-react-developer',
      landing_page: '/au/services/web-application-development',
      utm_campaign: 'spring-2026',
      topic: 'senior-react-developer',
      email: 'ravi@example.net',
    })
  })

  it('drops values no browser sends instead of refusing the lead', async () => {
    const response = await api.post('/api/contact', {
      payload: contactBody({
        attribution: {
          page: 'https://evil.example/page',
          referrer: 'javascript:alert(1)',
          landingPage: '//evil.example',
          utmSource: 'x'.repeat(121),
          utmMedium: 'a\u202Eb',
          utmCampaign: 42,
        },
      }),
    })
    expect(response.statusCode).toBe(201)
    expect(await stored(response.json<{ id: string }>().id)).toMatchObject({
      source_page: null,
      referrer_origin: null,
      landing_page: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
  })

  it('stores a lead without attribution (older pages, storage turned off)', async () => {
    const response = await api.post('/api/contact', { payload: contactBody() })
    expect(response.statusCode).toBe(201)
    expect(await stored(response.json<{ id: string }>().id)).toMatchObject({
      source_page: null,
      landing_page: null,
    })
  })

  it('answers a replay from another page with the first lead: attribution is not part of the request', async () => {
    const body = contactBody()
    const headers = { 'idempotency-key': 'same-enquiry-1' }
    const first = await api.post('/api/contact', {
      payload: { ...body, attribution: { page: '/contactus' } },
      headers,
    })
    const again = await api.post('/api/contact', {
      payload: { ...body, attribution: { page: '/services' } },
      headers,
    })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
  })
})
