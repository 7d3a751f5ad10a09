import { contactFormSchema } from '../src/forms/contact-form.ts'
import { jobApplicationSchema } from '../src/forms/job-application.ts'
import { leadColumns, toLeadRecord, type Row } from './lead-record.ts'
import type { LeadDatabase } from './storage.ts'

export type NotificationStatus = 'off' | 'pending' | 'retrying' | 'sent'

export type ExportedLead = Record<string, unknown> & {
  id: string
  kind: string
  createdAt: string
  notification: NotificationStatus
  notificationAttempts: number
  notificationSentAt: string | null
  notificationError: string | null
}

/** Every lead, oldest first, with where its e-mail notification stands. */
export function exportLeads(db: LeadDatabase): ExportedLead[] {
  const rows = db
    .prepare<[], Row>(
      `SELECT ${leadColumns}, o.id AS outbox_id, o.attempts, o.sent_at, o.last_error
       FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
       ORDER BY l.created_at, l.rowid`,
    )
    .all()
  return rows.map((row) => {
    const lead = toLeadRecord(row)
    const attempts = Number(row.attempts ?? 0)
    const notification: NotificationStatus =
      row.outbox_id === null ? 'off' : row.sent_at ? 'sent' : attempts > 0 ? 'retrying' : 'pending'
    return {
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.createdAt,
      ...lead.data,
      ...(lead.cv && {
        cvFile: lead.cv.file,
        cvName: lead.cv.name,
        cvType: lead.cv.type,
        cvBytes: lead.cv.bytes,
      }),
      notification,
      notificationAttempts: attempts,
      notificationSentAt: row.sent_at === null ? null : String(row.sent_at),
      notificationError: row.last_error === null ? null : String(row.last_error),
    }
  })
}

const formFields = [
  ...new Set([...Object.keys(jobApplicationSchema.shape), ...Object.keys(contactFormSchema.shape)]),
].filter((field) => field !== 'website')

const columns = [
  'id',
  'kind',
  'createdAt',
  ...formFields,
  'cvFile',
  'cvName',
  'cvType',
  'cvBytes',
  'notification',
  'notificationAttempts',
  'notificationSentAt',
  'notificationError',
]

/**
 * Characters a spreadsheet reads as the start of a formula, in ASCII and full width (Excel
 * treats ＝ like =), and the tab and carriage return that shift a formula into the next cell.
 */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/**
 * RFC 4180 cell. Text a visitor typed that starts like a formula is prefixed with an apostrophe:
 * sales opens this file in a spreadsheet, which would otherwise run it.
 */
function cell(value: unknown): string {
  if (value === undefined || value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The leads as CSV for a spreadsheet: UTF-8 with a byte-order mark, without which Excel reads
 * the file in the system's code page and garbles Arabic, Devanagari or Hangul names.
 */
export function toCsv(leads: ExportedLead[]): string {
  const extra = [...new Set(leads.flatMap((lead) => Object.keys(lead)))].filter(
    (key) => !columns.includes(key),
  )
  const header = [...columns, ...extra.sort()]
  const lines = [header, ...leads.map((lead) => header.map((column) => lead[column]))]
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`
}
