import type { Generated } from 'kysely'
import type { Language } from '../../src/i18n/locales.ts'
import type { LeadForm, LeadKind } from './lead-forms.ts'

export type { LeadForm, LeadKind }

/**
 * The lead database as both engines hold it. Times are ISO-8601 UTC text in both, so they sort
 * and compare the same way and the export prints them unchanged.
 */
export interface LeadsTable {
  id: string
  kind: LeadKind
  /**
   * Which form sent it (lead-forms.ts): enquiry, estimate or application. Leads stored before
   * the column have enquiry, or application for applications (migration 2026-11-25-lead-forms).
   */
  form: Generated<LeadForm>
  created_at: string
  idempotency_key: string | null
  /** The validated form fields as JSON. */
  data: string
  /** Where the CV lived on disk before it moved into the database (leads of older releases). */
  cv_file: string | null
  cv_name: string | null
  cv_type: string | null
  cv_bytes: number | null
  /** The CV itself (BLOB / bytea), committed with its application. */
  cv_content: Uint8Array | null
  /**
   * SHA-256 of what the request asked to store (intake/leads.ts); null on leads of older
   * releases.
   */
  request_digest: string | null
  /** A call request's confirmed slot (UTC, ISO 8601), set by the desk (deskApi.bookCall). */
  call_at: string | null
  /** 1: the applicant asked us to keep the CV for future openings (lead-fields.ts, keepsCv). */
  keep_cv: Generated<number>
  /** The sales desk's columns (src/admin/contract.ts): where the lead is in sales or hiring. */
  status: Generated<string>
  owner_id: string | null
  note: Generated<string>
  updated_at: string | null
  /** Copied from `data` at save time, so the desk filters and erasure find them on both engines. */
  name: string | null
  /** Lower case. */
  email: string | null
  company: string | null
  /** The service asked about (contact) or the job slug (application). */
  topic: string | null
  /** Where the lead came from (server/intake/attribution.ts); null on leads of older releases. */
  source_page: string | null
  referrer_origin: string | null
  landing_page: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  /**
   * The language of the page that sent it (src/i18n/locales.ts): en, ko, ar or fr. Leads stored
   * before the column are en, as every form was then (migration 2026-11-30-lead-language).
   */
  language: Generated<Language>
}

/**
 * One e-mail notification per lead. Due while `sent_at` and `failed_at` are null and
 * `next_attempt_at` has passed; a replica claims a row by moving `next_attempt_at` past its
 * lease (delivery/outbox.ts). `failed_at`: the SMTP server refused it for good (5xx);
 * `last_error` holds its answer.
 */
export interface OutboxTable {
  id: Generated<number>
  lead_id: string
  created_at: string
  attempts: Generated<number>
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
  failed_at: string | null
  /** `mail` (the sales e-mail) or `webhook` (the CRM hand-off, WEBHOOK_URL). */
  channel: Generated<'mail' | 'webhook'>
  /** A mail row's message: the team's notice of the lead, or a booked call's invitation. */
  message: Generated<OutboxMessage>
}

export type OutboxMessage = 'lead' | 'call-invitation'

/** One send attempt of an outbox row, as the desk's detail view shows it. */
export interface OutboxAttemptsTable {
  id: Generated<number>
  outbox_id: number
  at: string
  result: 'sent' | 'retry' | 'failed'
  /** The SMTP answer, or the webhook's HTTP status and the start of its body. */
  detail: string | null
}

/** People who may sign in to the sales desk (`leads users add`). */
export interface UsersTable {
  id: string
  /** Lower case, unique. */
  email: string
  role: 'admin' | 'sales'
  /** argon2id, in its PHC string form. */
  password_hash: string
  created_at: string
  last_sign_in_at: string | null
}

/**
 * Signed-in sessions, shared by every replica. The cookie holds a random id; only its SHA-256
 * is stored, so a copy of the database signs nobody in.
 */
export interface SessionsTable {
  id_hash: string
  user_id: string
  created_at: string
  last_seen_at: string
}

/** Failed sign-ins of the last minutes, per address and per account (throttling). */
export interface SignInFailuresTable {
  id: Generated<number>
  at: string
  address: string
  /** Lower case, as typed (it may name no account). */
  email: string
}

/** Every desk action and retention run; no personal data in `detail`. */
export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor_id: string | null
  /** Kept when the user is removed; null for the system (retention). */
  actor_email: string | null
  action: string
  item_id: string | null
  detail: string
}

export interface LeadSchema {
  leads: LeadsTable
  outbox: OutboxTable
  outbox_attempts: OutboxAttemptsTable
  users: UsersTable
  sessions: SessionsTable
  sign_in_failures: SignInFailuresTable
  audit_log: AuditLogTable
}

export type Engine = 'sqlite' | 'postgres'
