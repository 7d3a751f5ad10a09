import type { SendMailOptions } from 'nodemailer'
import { formatSlot, slotMinutes, zoneLongName } from '../../src/calls/slots.ts'
import { catalogues } from '../../src/i18n/catalogues.ts'
import { format } from '../../src/i18n/format.ts'
import type { Language } from '../../src/i18n/locales.ts'
import type { LeadRecord } from '../database/lead-record.ts'

/**
 * The invitation a call request's visitor receives once a salesperson confirms a slot in the
 * desk (desk/book-call.ts): an e-mail with the call in their own time zone and an iCalendar
 * (RFC 5545) invitation that Google Calendar, Outlook and Apple Calendar add to the calendar.
 * The only mail the site sends to an address a visitor typed, and only on a staff action. Both
 * are in the language the visitor sent the request in.
 */

/** Text in an iCalendar value: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A parameter value (CN=…): quoted, as RFC 5545 asks when it holds ; : or ,, and never a quote. */
const icsParam = (text: string) => {
  const plain = text.replace(/[\r\n"]+/g, ' ').trim()
  return /[;:,]/.test(plain) ? `"${plain}"` : plain
}

/** An instant as iCalendar's UTC form: 20270329T083000Z. */
const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Lines longer than 75 octets folded as RFC 5545 asks: CRLF and one space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let start = 0
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length)
    // Never split a UTF-8 character: back off to the start of one.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--
    parts.push(bytes.subarray(start, end).toString('utf8'))
    start = end
  }
  return parts.join('\r\n ')
}

/** The display name and address of an RFC 5322 mailbox ("Website <no-reply@example.com>"). */
function mailbox(value: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value)
  return match
    ? { name: match[1]?.trim() ?? '', address: match[2] ?? value }
    : { name: '', address: value.trim() }
}

export interface Invitation {
  /** Leads stored before languages were recorded were all English. */
  lead: Pick<LeadRecord, 'id' | 'data'> & { language?: Language }
  /** The confirmed slot (UTC, ISO 8601). */
  slot: string
  /** MAIL_FROM: the organizer. */
  from: string
  /** LEADS_TO: where the visitor's reply goes. */
  replyTo: string
  /** When the slot was confirmed: the invitation's DTSTAMP. */
  confirmedAt: Date
}

/** The invitation's words in the lead's language (src/i18n/catalogues/). */
const wordsOf = (lead: Invitation['lead']) => catalogues[lead.language ?? 'en'].pageText.invitation

/** The lead's language for a calendar (LANGUAGE=) and for Intl's dates. */
const tagOf = (lead: Invitation['lead']) =>
  (lead.language ?? 'en') === 'en' ? 'en-GB' : String(lead.language)

/** What the call is about and how it happens, for the calendar entry and the e-mail. */
function details(lead: Invitation['lead']): string {
  const words = wordsOf(lead)
  const topic = String(lead.data.topic ?? '').trim()
  const phone = typeof lead.data.phone === 'string' ? lead.data.phone.trim() : ''
  return [
    topic ? format(words.about, { topic }) : '',
    phone ? format(words.callOn, { phone }) : words.howToTalk,
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The iCalendar file: one VEVENT, METHOD:REQUEST, its UID the same for every slot of a lead. */
export function callCalendar(invitation: Invitation): string {
  const { lead, slot, from, confirmedAt } = invitation
  const start = new Date(slot)
  const end = new Date(start.getTime() + slotMinutes * 60_000)
  const organizer = mailbox(from)
  const domain = organizer.address.split('@')[1] ?? 'localhost'
  const name = String(lead.data.name ?? '')
  const email = String(lead.data.email ?? '')
  const language = lead.language ?? 'en'
  const summary = format(wordsOf(lead).summary, { organizer: organizer.name || domain })
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Website//Call requests//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:call-${lead.id}@${domain}`,
    `DTSTAMP:${icsTime(confirmedAt)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY;LANGUAGE=${language}:${icsText(summary)}`,
    `DESCRIPTION;LANGUAGE=${language}:${icsText(details(lead))}`,
    `ORGANIZER;CN=${icsParam(organizer.name || organizer.address)}:mailto:${organizer.address}`,
    `ATTENDEE;CN=${icsParam(name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${email}`,
    // A later confirmation (another slot) updates the same entry: a higher sequence wins.
    `SEQUENCE:${Math.floor(confirmedAt.getTime() / 1000)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** The e-mail to the visitor, the invitation inline (text/calendar) and attached as invite.ics. */
export function invitationMail(invitation: Invitation): SendMailOptions {
  const { lead, slot, from, replyTo } = invitation
  const zone = typeof lead.data.timeZone === 'string' ? lead.data.timeZone : 'UTC'
  const when = formatSlot(new Date(slot), zone, tagOf(lead))
  const name = String(lead.data.name ?? '').trim()
  const words = wordsOf(lead)
  const domain = mailbox(from).address.split('@')[1] ?? 'localhost'
  const calendar = callCalendar(invitation)
  return {
    from,
    to: { name: name.replace(/\s+/g, ' ').slice(0, 100), address: String(lead.data.email) },
    replyTo,
    subject: format(words.subject, { when }),
    text: [
      format(words.greeting, { name }),
      '',
      // English names the zone as the visitor's browser did; another language in its own words.
      format(words.booked, {
        when,
        zone:
          lead.language && lead.language !== 'en'
            ? zoneLongName(new Date(slot), zone, tagOf(lead))
            : zone,
        minutes: slotMinutes,
      }),
      '',
      details(lead),
      '',
      words.calendar,
      '',
      format(words.signOff, { organizer: mailbox(from).name || domain }),
      '',
    ].join('\n'),
    headers: { 'Content-Language': lead.language ?? 'en' },
    messageId: `<call-${lead.id}-${icsTime(new Date(slot))}@${domain}>`,
    icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: calendar },
  }
}
