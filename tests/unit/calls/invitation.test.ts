import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { callCalendar, invitationMail } from '../../../server/delivery/invitation.ts'
import { formatSlot } from '../../../src/calls/slots.ts'
import { catalogues } from '../../../src/i18n/catalogues.ts'
import { format } from '../../../src/i18n/format.ts'

const invitation = {
  lead: {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    data: {
      name: 'Zoë Ng; Jr.',
      email: 'zoe@example.com.au',
      topic:
        'A booking app, for clinics, with reminders; and a long line that goes on well past seventy-five octets ✓',
      timeZone: 'Australia/Sydney',
    },
  },
  slot: '2027-04-05T08:30:00.000Z',
  from: 'Kitelane website <web@example.com>',
  replyTo: 'sales@example.com',
  confirmedAt: new Date('2027-03-30T10:00:00Z'),
}

describe('the call invitation', () => {
  it('is an iCalendar file a calendar library reads back as the chosen slot', () => {
    const text = callCalendar(invitation)
    // RFC 5545: CRLF line ends, no line longer than 75 octets.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-04-05T08:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-04-05T09:00:00.000Z')
    expect(event.uid).toBe(`call-${invitation.lead.id}@example.com`)
    expect(event.summary).toBe('Call with Kitelane website')
    // Text survives escaping and folding.
    expect(event.description).toContain(String(invitation.lead.data.topic))
    expect(event.organizer).toBe('mailto:web@example.com')
    expect(event.attendees[0]?.getParameter('cn')).toBe('Zoë Ng; Jr.')
  })

  it('tells the visitor the time in their own zone, replies going to the sales team', () => {
    const mail = invitationMail(invitation)
    // 14:00 in Ahmedabad on 5 April 2027 is 18:30 in Sydney (daylight saving ended on the 4th).
    expect(mail.subject).toBe('Your call is booked: Mon 5 Apr 2027, 18:30 GMT+10')
    expect(mail.to).toEqual({ name: 'Zoë Ng; Jr.', address: 'zoe@example.com.au' })
    expect(mail.replyTo).toBe('sales@example.com')
    expect(String(mail.text)).toContain(
      'Reply to this e-mail to tell us how you would like to talk',
    )
    // Signed with the sender's name (MAIL_FROM).
    expect(String(mail.text).trimEnd()).toMatch(/Kind regards,\nKitelane website$/)
  })

  it('speaks the language the visitor sent the request in, the calendar entry too', () => {
    const korean = { ...invitation, lead: { ...invitation.lead, language: 'ko' as const } }
    const mail = invitationMail(korean)
    const words = catalogues.ko.pageText.invitation
    const when = formatSlot(new Date(invitation.slot), 'Australia/Sydney', 'ko')
    expect(when).toContain('2027년 4월 5일')
    expect(mail.subject).toBe(format(words.subject, { when }))
    expect(mail.headers).toEqual({ 'Content-Language': 'ko' })
    expect(String(mail.text)).toContain(format(words.greeting, { name: 'Zoë Ng; Jr.' }))
    expect(String(mail.text)).toContain(words.howToTalk)
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(callCalendar(korean))).getFirstSubcomponent('vevent') ??
        undefined,
    )
    expect(event.summary).toBe(format(words.summary, { organizer: 'Kitelane website' }))
    expect(event.component.getFirstProperty('summary')?.getParameter('language')).toBe('ko')
    expect(event.description).toContain(String(invitation.lead.data.topic))

    const arabic = invitationMail({ ...invitation, lead: { ...invitation.lead, language: 'ar' } })
    expect(arabic.subject).toBe(
      format(catalogues.ar.pageText.invitation.subject, {
        when: formatSlot(new Date(invitation.slot), 'Australia/Sydney', 'ar'),
      }),
    )
    // The time and zone stay one left-to-right unit inside the Arabic line, in Latin digits.
    expect(arabic.subject).toContain('\u206818:30 GMT+10\u2069')
  })
})
