import type { SendMailOptions } from 'nodemailer'
import { describeSlot } from '../../src/calls/slots.ts'
import { estimateLabels } from '../../src/forms/estimate-request.ts'
import { callLabels, fieldNames } from '../../src/forms/field-labels.ts'
import type { LeadForm } from '../database/lead-forms.ts'
import { storedEstimate, type LeadRecord } from '../database/lead-record.ts'
import type { Labels } from './labels.ts'

/**
 * Each form's field names. The fields every lead has (name, e-mail, company, message) read the
 * same on every lead; the estimator's questions by the words the estimator uses.
 */
const names: Record<LeadForm, Record<string, string>> = {
  enquiry: fieldNames,
  estimate: { ...estimateLabels, ...fieldNames },
  call: {
    ...fieldNames,
    slots: 'Times offered',
    timeZone: 'Their time zone',
    topic: callLabels.topic,
  },
  application: fieldNames,
}

// Visitor text goes into headers: one line, bounded.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 150)

function subject(lead: LeadRecord, labels: Labels): string {
  const { data } = lead
  const name = String(data.name)
  const sender = String(data.company || name)
  switch (lead.form) {
    case 'enquiry':
      return `New enquiry: ${labels.field('interest', data.interest)} from ${sender}`
    case 'estimate':
      return `New estimate request: ${labels.field('project', data.project)} from ${sender}`
    case 'call':
      return `New call request from ${sender}`
    case 'application':
      return `New application: ${labels.field('job', data.job)} from ${name}`
  }
}

/** The first line of the e-mail's text. */
const headings: Record<LeadForm, string> = {
  enquiry: 'New enquiry',
  estimate: 'New estimate request',
  call: 'New call request',
  application: 'New job application',
}

/**
 * A lead's form fields as the sales team reads them, in the order they were stored: the e-mail
 * below and the desk's detail view (server/desk/inbox.ts) both show these. An estimate request's
 * answers read as the estimator's options, its estimate as one line.
 */
export function labelledFields(lead: Pick<LeadRecord, 'form' | 'data'>, labels: Labels) {
  const fieldNamesOf = names[lead.form]
  return Object.entries(lead.data)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([field, value]) => ({
      name: field,
      label: fieldNamesOf[field] ?? field,
      value:
        lead.form === 'call' && field === 'slots' && Array.isArray(value)
          ? slotLines(value, labels.callZone, lead.data.timeZone)
          : labels.field(field, value),
    }))
}

/**
 * A call request's slots, one per line, each in the company's time zone and the visitor's:
 * "Mon 29 Mar 2027, 14:00 GMT+5:30 (Mon 29 Mar 2027, 09:30 BST, Europe/London)".
 */
function slotLines(slots: unknown[], companyZone: string | undefined, visitorZone: unknown) {
  const company = companyZone ?? 'UTC'
  const visitor = typeof visitorZone === 'string' ? visitorZone : company
  return slots
    .map((slot) => {
      const instant = new Date(String(slot))
      return Number.isNaN(instant.getTime())
        ? String(slot)
        : describeSlot(instant, company, visitor)
    })
    .join('\n')
}

/**
 * Every field, one per line; long texts (message, cover note) on the lines after their label.
 * An estimate request ends with the assumptions behind its estimate, one per line.
 */
function body(lead: LeadRecord, labels: Labels): string {
  const lines = [
    `${headings[lead.form]} from the website, received ${lead.createdAt} (lead ${lead.id}).`,
    '',
  ]
  for (const { label, value: text } of labelledFields(lead, labels)) {
    lines.push(
      text.includes('\n') || text.length > 60 ? `${label}:\n${text}\n` : `${label}: ${text}`,
    )
  }
  const estimate = lead.form === 'estimate' ? storedEstimate(lead.data.estimate) : undefined
  if (estimate) {
    lines.push('', 'What the estimate assumes:', ...estimate.assumptions.map((line) => `- ${line}`))
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
