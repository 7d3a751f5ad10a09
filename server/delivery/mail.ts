import type { SendMailOptions } from 'nodemailer'
import { describeSlot } from '../../src/calls/slots.ts'
import { estimateLabels } from '../../src/forms/estimate-request.ts'
import { callLabels } from '../../src/forms/call-request.ts'
import { fieldNames } from '../../src/forms/field-labels.ts'
import type { LeadForm } from '../database/lead-forms.ts'
import { storedEstimate, type LeadRecord } from '../database/lead-record.ts'
import { escapeHtml } from '../shared/html.ts'
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

/** What the e-mail says about a lead, before it is written as text and as HTML. */
function contents(lead: LeadRecord, labels: Labels) {
  const estimate = lead.form === 'estimate' ? storedEstimate(lead.data.estimate) : undefined
  return {
    intro: `${headings[lead.form]} from the website, received ${lead.createdAt} (lead ${lead.id}).`,
    // Which language to answer in: the one the visitor read the site in.
    language: `Language: ${labels.field('language', lead.language)}`,
    fields: labelledFields(lead, labels),
    assumptions: estimate?.assumptions ?? [],
    cv: lead.cv && { name: lead.cv.name, note: `(${lead.cv.bytes} bytes, attached)` },
  }
}

/**
 * Every field, one per line; long texts (message, cover note) on the lines after their label.
 * An estimate request ends with the assumptions behind its estimate, one per line.
 */
function body(lead: LeadRecord, labels: Labels): string {
  const { intro, language, fields, assumptions, cv } = contents(lead, labels)
  const lines = [intro, language, '']
  for (const { label, value: text } of fields) {
    lines.push(
      text.includes('\n') || text.length > 60 ? `${label}:\n${text}\n` : `${label}: ${text}`,
    )
  }
  if (assumptions.length > 0) {
    lines.push('', 'What the estimate assumes:', ...assumptions.map((line) => `- ${line}`))
  }
  if (cv) lines.push(`CV: ${cv.name} ${cv.note}`)
  return `${lines.join('\n')}\n`
}

/** Visitor text as HTML, its line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')

/**
 * The same as HTML. Each value the visitor typed sits in an element of its own with
 * `dir="auto"`: Arabic reads right to left inside the English message, English beside it left
 * to right, whatever the page's language was.
 */
function htmlBody(lead: LeadRecord, labels: Labels, title: string): string {
  const { intro, language, fields, assumptions, cv } = contents(lead, labels)
  const cell = 'vertical-align:top;padding:4px 16px 4px 0'
  const rows = fields.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="${cell};text-align:left">${escapeHtml(label)}</th>` +
      `<td dir="auto" style="${cell}">${htmlText(value)}</td></tr>`,
  )
  return [
    '<!DOCTYPE html>',
    '<html lang="en" dir="ltr">',
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(language)}</p>`,
    `<table>\n${rows.join('\n')}\n</table>`,
    ...(assumptions.length > 0
      ? [
          '<p>What the estimate assumes:</p>',
          `<ul>${assumptions.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    ...(cv
      ? [`<p>CV: <span dir="auto">${escapeHtml(cv.name)}</span> ${escapeHtml(cv.note)}</p>`]
      : []),
    '</body>',
    '</html>',
    '',
  ].join('\n')
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
  const title = oneLine(subject(lead, labels))
  return {
    from: mail.from,
    to: mail.to,
    replyTo: { name: oneLine(String(lead.data.name)), address: String(lead.data.email) },
    subject: title,
    text: body(lead, labels),
    html: htmlBody(lead, labels, title),
    messageId: `<lead-${lead.id}@${domain}>`,
    attachments:
      lead.cv && cvContent
        ? [{ filename: lead.cv.name, content: Buffer.from(cvContent), contentType: lead.cv.type }]
        : [],
  }
}
