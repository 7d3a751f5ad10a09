import type { SendMailOptions } from 'nodemailer'
import { formatSlot, slotMinutes } from '../../src/calls/slots.ts'
import type { LeadRecord } from '../database/lead-record.ts'

/**
 * The invitation a call request's visitor receives once a salesperson confirms a slot in the
 * desk (desk/book-call.ts): an e-mail with the call in their own time zone and an iCalendar
 * (RFC 5545) invitation that Google Calendar, Outlook and Apple Calendar add to the calendar.
 * The only mail the site sends to an address a visitor typed, and only on a staff action.
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
  lead: Pick<LeadRecord, 'id' | 'data'>
  /** The confirmed slot (UTC, ISO 8601). */
  slot: string
  /** MAIL_FROM: the organizer. */
  from: string
  /** LEADS_TO: where the visitor's reply goes. */
  replyTo: string
  /** When the slot was confirmed: the invitation's DTSTAMP. */
  confirmedAt: Date
}

/** What the call is about and how it happens, for the calendar entry and the e-mail. */
function details(lead: Invitation['lead']): string {
  const topic = String(lead.data.topic ?? '').trim()
  const phone = typeof lead.data.phone === 'string' ? lead.data.phone.trim() : ''
  return [
    topic ? `About: ${topic}` : '',
    phone
      ? `Our project lead will call you on ${phone}.`
      : 'Reply to this e-mail to tell us how you would like to talk: a phone number, or a video-call link of your choice.',
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
    `SUMMARY:${icsText(`Call with ${organizer.name || domain}`)}`,
    `DESCRIPTION:${icsText(details(lead))}`,
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
  const when = formatSlot(new Date(slot), zone)
  const name = String(lead.data.name ?? '').trim()
  const domain = mailbox(from).address.split('@')[1] ?? 'localhost'
  const calendar = callCalendar(invitation)
  return {
    from,
    to: { name: name.replace(/\s+/g, ' ').slice(0, 100), address: String(lead.data.email) },
    replyTo,
    subject: `Your call is booked: ${when}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for asking for a call. It is booked for ${when} (${zone}) and lasts ${slotMinutes} minutes.`,
      '',
      details(lead),
      '',
      'The attached invitation adds the call to your calendar. If the time no longer suits you, reply to this e-mail and we will find another.',
      '',
    ].join('\n'),
    messageId: `<call-${lead.id}-${icsTime(new Date(slot))}@${domain}>`,
    icalEvent: { method: 'REQUEST', filename: 'invite.ics', content: calendar },
  }
}
