import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { InboxFilters } from '../../src/admin/contract.ts'
import { contactFormSchema } from '../../src/forms/contact-form.ts'
import { callRequestSchema } from '../../src/forms/call-request.ts'
import { cvRules } from '../../src/forms/cv-rules.ts'
import { estimateRequestSchema } from '../../src/forms/estimate-request.ts'
import { jobApplicationSchema } from '../../src/forms/job-application.ts'
import type { Labels } from '../delivery/labels.ts'
import { inboxCondition } from './inbox-filters.ts'
import { leadForms } from '../database/lead-forms.ts'
import { leadColumns, toLeadRecord } from '../database/lead-record.ts'
import type { LeadDatabase } from '../database/storage.ts'

export type NotificationStatus = 'off' | 'pending' | 'retrying' | 'sent' | 'failed'

export type ExportedLead = Record<string, unknown> & {
  id: string
  /** contact, estimate or application, as the desk calls it (src/admin/contract.ts ItemKind). */
  kind: string
  createdAt: string
  /** The language of the page that sent it (en, ko, ar, fr); the CSV names it. */
  language: string
  notification: NotificationStatus
  notificationAttempts: number
  notificationSentAt: string | null
  notificationError: string | null
} & Partial<DeskColumns>

/** Where the lead stands in the sales desk and where it came from. */
interface DeskColumns {
  status: string
  /** The owner's e-mail address. */
  owner: string | null
  note: string
  landingPage: string | null
  sourcePage: string | null
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

const extensionOf = (type: string) =>
  Object.entries(cvRules.types).find(([, rule]) => rule.mime === type)?.[0] ?? 'bin'

/** An empty folder for the CVs, created when missing; refuses one that holds files. */
export function prepareCvFolder(folder: string): void {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(`${folder} is not empty: choose a new folder for the CVs`)
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 })
}

/**
 * Every lead, oldest first, with where its e-mail notification stands and its sales desk
 * columns. With `cvFolder`, each CV is written there as `<lead id>.<pdf|docx>` (one at a time:
 * they are up to 5 MB each) and `cvFile` names that file. With `filters`, only the leads the
 * desk's inbox would list (all pages).
 */
export async function exportLeads(
  database: LeadDatabase,
  cvFolder?: string,
  filters: InboxFilters = {},
): Promise<ExportedLead[]> {
  const { db } = database
  const rows = await db
    .selectFrom('leads')
    // The e-mail's row only: a lead may also have a webhook notification.
    .leftJoin('outbox', (join) =>
      join.onRef('outbox.lead_id', '=', 'leads.id').on('outbox.channel', '=', 'mail'),
    )
    .leftJoin('users', 'users.id', 'leads.owner_id')
    .select([
      ...leadColumns,
      'outbox.id as outbox_id',
      'outbox.attempts',
      'outbox.sent_at',
      'outbox.failed_at',
      'outbox.last_error',
      'leads.status',
      'users.email as owner',
      'leads.note',
      'leads.landing_page',
      'leads.source_page',
      'leads.referrer_origin',
      'leads.utm_source',
      'leads.utm_medium',
      'leads.utm_campaign',
    ])
    .where(inboxCondition(filters))
    .orderBy('leads.created_at')
    .orderBy('leads.id')
    .execute()
  const leads: ExportedLead[] = []
  for (const row of rows) {
    const lead = toLeadRecord(row)
    const attempts = Number(row.attempts ?? 0)
    const notification: NotificationStatus =
      row.outbox_id === null
        ? 'off'
        : row.sent_at
          ? 'sent'
          : row.failed_at
            ? 'failed'
            : attempts > 0
              ? 'retrying'
              : 'pending'
    let cvFile: string | undefined
    if (lead.cv && cvFolder !== undefined) {
      const { cv_content: content } = await db
        .selectFrom('leads')
        .select('cv_content')
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow()
      if (content) {
        cvFile = join(cvFolder, `${lead.id}.${extensionOf(lead.cv.type)}`)
        await writeFile(cvFile, content, { mode: 0o600, flag: 'wx' })
      }
    }
    leads.push({
      id: lead.id,
      kind: leadForms[lead.form].item,
      createdAt: lead.createdAt,
      language: lead.language,
      ...lead.data,
      ...(lead.cv && {
        ...(cvFile !== undefined && { cvFile }),
        cvName: lead.cv.name,
        cvType: lead.cv.type,
        cvBytes: lead.cv.bytes,
      }),
      notification,
      notificationAttempts: attempts,
      notificationSentAt: row.sent_at ?? null,
      notificationError: row.last_error ?? null,
      status: row.status,
      owner: row.owner,
      note: row.note,
      landingPage: row.landing_page,
      sourcePage: row.source_page,
      referrer: row.referrer_origin,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    })
  }
  return leads
}

/** Every form's fields, an estimate request's answers and its estimate, then a call request's. */
const formFields = [
  ...new Set([
    ...Object.keys(jobApplicationSchema.shape),
    ...Object.keys(contactFormSchema.shape),
    ...Object.keys(estimateRequestSchema.shape),
    'estimate',
    ...Object.keys(callRequestSchema.shape),
  ]),
].filter((field) => field !== 'website')

const columns = [
  'id',
  'kind',
  'createdAt',
  'language',
  ...formFields,
  'cvFile',
  'cvName',
  'cvType',
  'cvBytes',
  'notification',
  'notificationAttempts',
  'notificationSentAt',
  'notificationError',
  'status',
  'owner',
  'note',
  'landingPage',
  'sourcePage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
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
 * the file in the system's code page and garbles Arabic, Devanagari or Hangul names. The
 * service, budget, job, language and the estimator's answers read as the site names them, lists
 * in one cell, the estimate as one line ("8–12 weeks, GBP 48,000–72,000"); the JSON export keeps
 * the slugs, the language codes and the estimate's figures.
 */
export function toCsv(leads: ExportedLead[], labels: Labels): string {
  const extra = [...new Set(leads.flatMap((lead) => Object.keys(lead)))].filter(
    (key) => !columns.includes(key),
  )
  const header = [...columns, ...extra.sort()]
  const value = (lead: ExportedLead, column: string) => {
    const stored = lead[column]
    const label = labels.option(column, stored)
    if (label !== undefined) return label
    // A list or the estimate: as the e-mail shows it. Numbers and flags stay as they are.
    return typeof stored === 'object' && stored !== null ? labels.field(column, stored) : stored
  }
  const lines = [header, ...leads.map((lead) => header.map((column) => value(lead, column)))]
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`
}
