import type { Kysely } from 'kysely'
import {
  type CallDetails,
  inboxPageSize,
  type DeskUser,
  type InboxFilters,
  type InboxPage,
  type InboxRow,
  type ItemDetail,
  type ItemStatus,
  type NotificationState,
} from '../../src/admin/contract.ts'
import { itemOf } from '../database/lead-forms.ts'
import type { LeadSchema } from '../database/schema.ts'
import { toLeadRecord } from '../database/lead-record.ts'
import type { Labels } from '../delivery/labels.ts'
import { labelledFields } from '../delivery/mail.ts'
import { itemHistory } from './audit.ts'
import { inboxCondition } from './inbox-filters.ts'

type Db = Kysely<LeadSchema>

/** The leads with their owner (when the owner's account still exists). */
const leadsWithOwner = (db: Db) =>
  db
    .selectFrom('leads')
    .leftJoin('users', 'users.id', 'leads.owner_id')
    .select([
      'leads.id',
      'leads.kind',
      'leads.form',
      'leads.name',
      'leads.email',
      'leads.company',
      'leads.topic',
      'leads.status',
      'leads.created_at',
      'leads.landing_page',
      'leads.language',
      'users.id as owner_id',
      'users.email as owner_email',
      'users.role as owner_role',
    ])

type RowWithOwner = Awaited<
  ReturnType<ReturnType<typeof leadsWithOwner>['executeTakeFirstOrThrow']>
>

function toInboxRow(row: RowWithOwner, labels: Labels): InboxRow {
  const owner: DeskUser | null =
    row.owner_id && row.owner_email && row.owner_role
      ? { id: row.owner_id, email: row.owner_email, role: row.owner_role }
      : null
  return {
    id: row.id,
    kind: itemOf(row.kind, row.form),
    // Leads of releases before the desk whose form data lacked these show empty, not "null".
    name: row.name ?? '',
    email: row.email ?? '',
    company: row.company,
    topic: row.topic,
    topicLabel: row.topic === null ? null : labels.topic(row.kind, row.topic),
    status: row.status as ItemStatus,
    receivedAt: row.created_at,
    landingPage: row.landing_page,
    language: row.language,
    owner,
  }
}

/** One page of the inbox, newest first, and how many match in all. */
export async function listInbox(db: Db, filters: InboxFilters, labels: Labels): Promise<InboxPage> {
  const page = filters.page ?? 1
  const where = inboxCondition(filters)
  const rows = await leadsWithOwner(db)
    .where(where)
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(inboxPageSize)
    .offset((page - 1) * inboxPageSize)
    .execute()
  const { total } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow()
  const topics = await db
    .selectFrom('leads')
    .select(['kind', 'topic'])
    .distinct()
    .where('topic', 'is not', null)
    .execute()
  const options = new Map<string, string>()
  for (const { kind, topic } of topics) {
    // A slug that is both a service and a job (none today) is one option, as it is one filter.
    if (topic !== null && !options.has(topic)) options.set(topic, labels.topic(kind, topic))
  }
  return {
    items: rows.map((row) => toInboxRow(row, labels)),
    total: Number(total),
    page,
    pageSize: inboxPageSize,
    topics: [...options]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en')),
  }
}

/** Each notification of the lead (e-mail, webhook) with its attempts, oldest first. */
async function notificationsOf(db: Db, leadId: string): Promise<NotificationState[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute()
  if (rows.length === 0) return []
  const attempts = await db
    .selectFrom('outbox_attempts')
    .selectAll()
    .where(
      'outbox_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => {
    const done = row.sent_at !== null || row.failed_at !== null
    return {
      channel: row.channel,
      message: row.message,
      status: row.sent_at ? 'sent' : row.failed_at ? 'failed' : 'pending',
      attempts: Number(row.attempts),
      lastError: row.last_error,
      sentAt: row.sent_at,
      nextAttemptAt: done ? null : row.next_attempt_at,
      log: attempts
        .filter((attempt) => Number(attempt.outbox_id) === Number(row.id))
        .map((attempt) => ({ at: attempt.at, result: attempt.result, detail: attempt.detail })),
    }
  })
}

/** Everything the desk shows about one lead or application; undefined when there is none. */
export async function itemDetail(
  db: Db,
  id: string,
  labels: Labels,
): Promise<ItemDetail | undefined> {
  const row = await leadsWithOwner(db)
    .select([
      'leads.data',
      'leads.cv_name',
      'leads.cv_type',
      'leads.cv_bytes',
      'leads.note',
      'leads.source_page',
      'leads.referrer_origin',
      'leads.utm_source',
      'leads.utm_medium',
      'leads.utm_campaign',
      'leads.call_at',
    ])
    .where('leads.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const record = toLeadRecord(row)
  return {
    ...toInboxRow(row, labels),
    fields: labelledFields(record, labels),
    cv: record.cv ?? null,
    attribution: {
      page: row.source_page,
      referrer: row.referrer_origin,
      landingPage: row.landing_page,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    },
    note: row.note,
    notifications: await notificationsOf(db, id),
    history: await itemHistory(db, id),
    call: record.form === 'call' ? callDetails(record.data, row.call_at, labels) : null,
  }
}

/** A call request's slots as the desk shows them (src/admin/contract.ts CallDetails). */
function callDetails(
  data: Record<string, unknown>,
  booked: string | null,
  labels: Labels,
): CallDetails {
  const companyTimeZone = labels.callZone ?? 'UTC'
  return {
    slots: Array.isArray(data.slots) ? data.slots.map(String) : [],
    timeZone: typeof data.timeZone === 'string' ? data.timeZone : companyTimeZone,
    companyTimeZone,
    booked,
  }
}
