import type { SendMailOptions } from 'nodemailer'
import { fieldNames } from '../../src/forms/field-labels.ts'
import type { LeadRecord } from '../database/lead-record.ts'
import type { Labels } from './labels.ts'

const names: Record<string, string> = fieldNames

// Visitor text goes into headers: one line, bounded.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150)

function subject(lead: LeadRecord, labels: Labels): string {
  const { data } = lead
  const name = String(data.name)
  return lead.kind === 'contact'
    ? `New enquiry: ${labels.field('interest', data.interest)} from ${String(data.company || name)}`
    : `New application: ${labels.field('job', data.job)} from ${name}`
}

/**
 * A lead's form fields as the sales team reads them, in the order they were stored: the e-mail
 * below and the desk's detail view (server/desk/inbox.ts) both show these.
 */
export function labelledFields(lead: Pick<LeadRecord, 'data'>, labels: Labels) {
  return Object.entries(lead.data)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([field, value]) => ({
      name: field,
      label: names[field] ?? field,
      value: labels.field(field, value),
    }))
}

/** Every field, one per line; long texts (message, cover note) on the lines after their label. */
function body(lead: LeadRecord, labels: Labels): string {
  const heading = lead.kind === 'contact' ? 'New enquiry' : 'New job application'
  const lines = [`${heading} from the website, received ${lead.createdAt} (lead ${lead.id}).`, '']
  for (const { label, value: text } of labelledFields(lead, labels)) {
    lines.push(
      text.includes('\n') || text.length > 60 ? `${label}:\n${text}\n` : `${label}: ${text}`,
    )
  }
  if (lead.cv) lines.push(`CV: ${lead.cv.name} (${lead.cv.bytes} bytes, attached)`)
  return `${lines.join('\n')}\n`
}

/**
 * The notification for one lead: to the sales or HR inbox, replies going to the visitor. Its
 * Message-ID is the lead's, so a mail repeated after a crash (delivery is at least once, see
 * outbox.ts) is recognisably the same message.
 */
export function leadMail(
  lead: LeadRecord,
  mail: { to: string; from: string },
  cvContent: Uint8Array | undefined,
  labels: Labels,
): SendMailOptions {
  const domain = /@([^>\s]+)/.exec(mail.from)?.[1] ?? 'localhost'
  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name: oneLine(String(lead.data.name)), address: String(lead.data.email) },
    subject: oneLine(subject(lead, labels)),
    text: body(lead, labels),
    messageId: `<lead-${lead.id}@${domain}>`,
    attachments:
      lead.cv && cvContent
        ? [{ filename: lead.cv.name, content: Buffer.from(cvContent), contentType: lead.cv.type }]
        : [],
  }
}
