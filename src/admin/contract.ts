/**
 * The sales desk's API as the admin app (src/admin/) and the API (server/desk/) both see it:
 * one definition of the statuses, the roles, the cookie and every shape that crosses the wire.
 * Nothing here is imported by the public pages.
 */
import type { Language } from '../i18n/locales.ts'

export type { Language }

export type Role = 'admin' | 'sales'
export const roles: readonly Role[] = ['admin', 'sales']
export const roleLabels: Record<Role, string> = { admin: 'Admin', sales: 'Sales' }

/**
 * What the desk calls an item: an enquiry (the contact form), an estimate request (the project
 * estimator's "Send me this estimate"), a call request (/call) or a job application. The API
 * stores estimate and call requests as enquiries of other forms (server/database/lead-forms.ts): retention and erasure treat
 * both alike, the desk lists and filters them apart.
 */
export type ItemKind = 'contact' | 'estimate' | 'call' | 'application'
export const itemKinds: readonly ItemKind[] = ['contact', 'estimate', 'call', 'application']

/**
 * A lead's way through sales (enquiries and estimate requests alike), and an application's
 * through hiring; the first is where each starts.
 */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
/**
 * A call request's: "Call booked" is set only by confirming one of its slots (deskApi.bookCall),
 * which also sends the visitor the invitation; the status list offers it to no one.
 */
export const callStatuses = ['new', 'call_booked', 'contacted', 'qualified', 'won', 'lost'] as const
export const applicationStatuses = ['new', 'screening', 'interview', 'offer', 'rejected'] as const
export type LeadStatus = (typeof callStatuses)[number]
export type ApplicationStatus = (typeof applicationStatuses)[number]
export type ItemStatus = LeadStatus | ApplicationStatus

export const statusesOf = (kind: ItemKind): readonly ItemStatus[] =>
  kind === 'application' ? applicationStatuses : kind === 'call' ? callStatuses : leadStatuses

export const statusLabels: Record<ItemStatus, string> = {
  new: 'New',
  call_booked: 'Call booked',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
}

export const kindLabels: Record<ItemKind, string> = {
  contact: 'Enquiry',
  estimate: 'Estimate request',
  call: 'Call request',
  application: 'Application',
}

/**
 * The languages a lead can be sent in (the site's, src/i18n/locales.ts) by their English names:
 * the sales team reads English. A language the site adds fails the typecheck here until named.
 */
export const languageNames = {
  en: 'English',
  ko: 'Korean',
  ar: 'Arabic',
  fr: 'French',
} as const satisfies Record<Language, string>
export const leadLanguages = Object.keys(languageNames) as Language[]

/**
 * "Arabic (ar)": the name for the reader, the code the filter and the JSON export use. A code it
 * has no name for (stored by a later release) reads as it is.
 */
export function languageLabel(code: string): string {
  const name = Object.hasOwn(languageNames, code) ? languageNames[code as Language] : undefined
  return name ? `${name} (${code})` : code
}

/** The session cookie: `__Host-` over HTTPS (Secure, Path=/, no Domain), plain over HTTP. */
export const sessionCookie = { http: 'desk_session', https: '__Host-desk_session' } as const
/** A session ends after this long without a request. */
export const sessionIdleMs = 8 * 60 * 60 * 1000
export const minPasswordLength = 12
/** Failed sign-ins allowed per address and per account within the window; the next gets 429. */
export const signInThrottle = { failures: 10, windowMs: 15 * 60 * 1000 }

export const inboxPageSize = 25

export interface DeskUser {
  id: string
  email: string
  role: Role
}

/** A user as admins manage them (deskApi.accounts). */
export interface DeskAccount extends DeskUser {
  createdAt: string
  lastSignInAt: string | null
}

/** POST deskApi.accounts: a new user; the admin tells them the password by another way. */
export interface NewAccount {
  email: string
  role: Role
  password: string
}

/** GET /api/admin/items query: every filter optional; dates are YYYY-MM-DD (UTC days, inclusive). */
export interface InboxFilters {
  kind?: ItemKind
  status?: ItemStatus
  /** The service asked about (enquiries) or the job slug (applications). */
  topic?: string
  from?: string
  to?: string
  /** Matches name, e-mail and company, case-insensitively. */
  q?: string
  /** The visit's first page: an exact path, or a prefix ending in `*` (`/au/*`). */
  landing?: string
  /** The language of the page that sent it. */
  language?: Language
  page?: number
}

/** Where a lead came from: the browser records it (sessionStorage), the API stores it. */
export interface Attribution {
  /** The path of the page the form was sent from. */
  page: string | null
  /** The origin of the site that referred the visit's first page (`https://www.google.com`). */
  referrer: string | null
  /** The path of the visit's first page. */
  landingPage: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

export interface InboxRow {
  id: string
  kind: ItemKind
  name: string
  email: string
  company: string | null
  /** Service (enquiries) or job slug (applications): the value the topic filter takes. */
  topic: string | null
  /** The topic as the site names it ("ERP Solutions", "DevOps Engineer"). */
  topicLabel: string | null
  status: ItemStatus
  receivedAt: string
  landingPage: string | null
  /** The language of the page that sent it (languageLabel names it). */
  language: Language
  owner: DeskUser | null
}

export interface TopicOption {
  /** The slug (InboxFilters.topic). */
  value: string
  label: string
}

export interface InboxPage {
  items: InboxRow[]
  total: number
  page: number
  pageSize: number
  /** Every service and role that occurs, for the filter's options, by label. */
  topics: TopicOption[]
}

export interface NotificationAttempt {
  at: string
  /** `sent`, `retry` or `failed` (server/delivery/outbox.ts SendResult). */
  result: 'sent' | 'retry' | 'failed'
  /** The SMTP answer or the webhook's HTTP status and body excerpt. */
  detail: string | null
}

export interface NotificationState {
  channel: 'mail' | 'webhook'
  /** What the row delivers: the team's notice of the lead, or a call's invitation to the visitor. */
  message: 'lead' | 'call-invitation'
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  sentAt: string | null
  nextAttemptAt: string | null
  log: NotificationAttempt[]
}

export interface HistoryEntry {
  at: string
  /** The user's e-mail, or null for the system (retention). */
  actor: string | null
  action: string
  /** What changed, in words, without personal data. */
  detail: string
}

export interface ItemDetail extends InboxRow {
  /**
   * Every form field, labelled as in the sales e-mail (src/forms/field-labels.ts): an estimate
   * request's answers by the estimator's options, lists joined, its estimate in one line.
   */
  fields: { name: string; label: string; value: string }[]
  cv: { name: string; type: string; bytes: number } | null
  attribution: Attribution
  note: string
  notifications: NotificationState[]
  history: HistoryEntry[]
  /** A call request's slots; null for every other kind. */
  call: CallDetails | null
}

/** A call request as the desk shows it: each slot in the company's and the visitor's time. */
export interface CallDetails {
  /** The instants the visitor offered, in UTC (ISO 8601), earliest first. */
  slots: string[]
  /** The visitor's time zone as their browser reported it (the company's without JavaScript). */
  timeZone: string
  /** src/content/call-hours.yaml's time zone. */
  companyTimeZone: string
  /** The slot confirmed (deskApi.bookCall), or null. */
  booked: string | null
}

/** POST deskApi.bookCall(id): confirms one of a call request's slots → ItemDetail. */
export interface BookCall {
  slot: string
}

/** POST /api/admin/items/:id: one change at a time, saved at once. */
export type ItemChange = { status: ItemStatus } | { note: string } | { ownerId: string | null }

export interface AuditEntry {
  id: number
  at: string
  actor: string | null
  action: string
  itemId: string | null
  detail: string
}

/**
 * Every address under /api/admin. State changes are POSTs carrying the anti-forgery header
 * (src/forms/anti-forgery.ts); all but `session` need a signed-in user.
 */
export const deskApi = {
  /** POST {email, password} → {user}; GET → {user} or 401. */
  session: '/api/admin/session',
  /** POST → 204: ends the session. */
  signOut: '/api/admin/session/end',
  /** GET ?InboxFilters → InboxPage. */
  items: '/api/admin/items',
  /** GET → ItemDetail; POST ItemChange → ItemDetail. */
  item: (id: string) => `/api/admin/items/${encodeURIComponent(id)}`,
  /** POST BookCall → ItemDetail: books the call at that slot and mails the visitor an invitation. */
  bookCall: (id: string) => `/api/admin/items/${encodeURIComponent(id)}/call`,
  /** GET → the CV as an attachment. */
  cv: (id: string) => `/api/admin/items/${encodeURIComponent(id)}/cv`,
  /** GET ?InboxFilters → text/csv attachment of every match (no paging). */
  export: '/api/admin/export.csv',
  /** GET → {users: DeskUser[]} (owners to choose from). */
  users: '/api/admin/users',
  /** GET → {accounts: DeskAccount[]}; POST NewAccount → 201 {account: DeskAccount} (admins only). */
  accounts: '/api/admin/accounts',
  /** POST → 204: removes the user and ends their sessions; not one's own (admins only). */
  removeAccount: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}/remove`,
  /** GET ?page → {entries: AuditEntry[], total} (admins only). */
  audit: '/api/admin/audit',
  /** POST {email} → {contacts, applications}: what an erasure would delete (admins only). */
  erasurePreview: '/api/admin/erasure/preview',
  /** POST {email, confirm} → {contacts, applications} deleted; confirm repeats the e-mail (admins only). */
  erasure: '/api/admin/erasure',
} as const
