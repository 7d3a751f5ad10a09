import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionCookie } from '../../../src/admin/contract.ts'
import { describePeriod, retentionDays } from '../../../src/config/retention.ts'
import type * as Retention from '../../../src/config/retention.ts'
import { formFields } from '../../../src/forms/collected.ts'
import { contactFormSchema } from '../../../src/forms/contact-form.ts'
import { callLabels, callRequestSchema } from '../../../src/forms/call-request.ts'
import { applicationLabels, contactLabels } from '../../../src/forms/field-labels.ts'
import { jobApplicationSchema } from '../../../src/forms/job-application.ts'
import { deskSessionCookie, storedItems, storedNames } from '../../../src/config/stored-items.ts'
import { contentPage } from '../../../src/loaders/content-pages.ts'
import { loadConfig } from '../../../server/shared/config.ts'

const notice = () => contentPage('privacy')

describe('the privacy notice', () => {
  it('lists every field of both forms, as the forms label them', () => {
    // Not asked: the anti-spam fields, and the consent tick only tabs opened before it went send.
    const notAsked = ['website', 'startedAt', 'consent']
    const contact = Object.keys(contactFormSchema.shape).filter((name) => !notAsked.includes(name))
    const application = Object.keys(jobApplicationSchema.shape).filter(
      (name) => !notAsked.includes(name),
    )
    const listed = (form: 'contact' | 'application') =>
      notice()
        .sections.filter((section) => section.type === 'form-data' && section.form === form)
        .flatMap((section) => (section.type === 'form-data' ? section.fields : []))
        .map((field) => field.label)
    expect(listed('contact')).toEqual(
      contact.map((name) => contactLabels[name as keyof typeof contactLabels]),
    )
    expect(listed('application')).toEqual([
      ...application.map((name) => applicationLabels[name as keyof typeof applicationLabels]),
      applicationLabels.cv,
    ])
    // The call request's fields, its slots and the browser's time zone included.
    const call = Object.keys(callRequestSchema.shape).filter((name) => !notAsked.includes(name))
    expect(
      notice()
        .sections.filter((section) => section.type === 'form-data' && section.form === 'call')
        .flatMap((section) => (section.type === 'form-data' ? section.fields : []))
        .map((field) => field.label),
    ).toEqual(call.map((name) => callLabels[name as keyof typeof callLabels]))
    // Optional fields are marked so.
    expect(formFields.contact().find((field) => field.label === contactLabels.phone)).toEqual({
      label: contactLabels.phone,
      required: false,
    })
  })

  it('states the periods the retention job deletes by', () => {
    const text = JSON.stringify(notice())
    expect(text).toContain(`for ${describePeriod(retentionDays.enquiry)} after it arrives`)
    expect(text).toContain(`for ${describePeriod(retentionDays.application)} after it arrives`)
    expect(text).toContain(`${describePeriod(retentionDays.keptApplication)} after it arrives`)
    expect(loadConfig({}).retention).toEqual({
      contactDays: retentionDays.enquiry,
      applicationDays: retentionDays.application,
      keptApplicationDays: retentionDays.keptApplication,
    })
  })

  describe('with other periods in src/config/retention.ts', () => {
    afterEach(() => {
      vi.doUnmock('../../../src/config/retention.ts')
      vi.resetModules()
    })

    it('states the new periods, and the retention job deletes by them', async () => {
      vi.resetModules()
      vi.doMock('../../../src/config/retention.ts', async (original) => ({
        ...(await original<typeof Retention>()),
        retentionDays: { enquiry: 400, application: 90, keptApplication: 540 },
      }))
      const { contentPage: page } = await import('../../../src/loaders/content-pages.ts')
      const { loadConfig: config } = await import('../../../server/shared/config.ts')
      const text = JSON.stringify(page('privacy'))
      expect(text).toContain('for 400 days after it arrives')
      expect(text).toContain('for 3 months after it arrives')
      expect(text).toContain('18 months after it arrives')
      expect(text).not.toContain(describePeriod(retentionDays.enquiry))
      expect(config({}).retention).toEqual({
        contactDays: 400,
        applicationDays: 90,
        keptApplicationDays: 540,
      })
    })
  })

  it('words periods as a person would', () => {
    expect(describePeriod(365)).toBe('12 months')
    expect(describePeriod(730)).toBe('2 years')
    expect(describePeriod(180)).toBe('6 months')
    expect(describePeriod(30)).toBe('1 month')
    expect(describePeriod(45)).toBe('45 days')
  })

  it('lists every cookie and storage key, and the desk cookie under the names the desk sets', () => {
    expect(deskSessionCookie).toEqual(sessionCookie)
    const section = notice().sections.find((candidate) => candidate.type === 'storage')
    expect(section?.type === 'storage' && section.items).toEqual(storedItems)
    for (const item of storedItems) {
      expect(
        [...storedNames].some((name) => item.name.includes(name)),
        item.name,
      ).toBe(true)
    }
  })
})
