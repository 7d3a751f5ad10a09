import type { Generated } from 'kysely'

/**
 * The lead database as both engines hold it. Times are ISO-8601 UTC text in both, so they sort
 * and compare the same way and the export prints them unchanged.
 */
export interface LeadsTable {
  id: string
  kind: 'contact' | 'application'
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
  /** SHA-256 of what the request asked to store (leads.ts); null on leads of older releases. */
  request_digest: string | null
}

/**
 * One e-mail notification per lead. Due while `sent_at` and `failed_at` are null and
 * `next_attempt_at` has passed; a replica claims a row by moving `next_attempt_at` past its
 * lease (outbox.ts). `failed_at`: the SMTP server refused it for good (5xx); `last_error` holds
 * its answer.
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
}

export interface LeadSchema {
  leads: LeadsTable
  outbox: OutboxTable
}

export type Engine = 'sqlite' | 'postgres'
