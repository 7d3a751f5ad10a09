import { randomUUID } from 'node:crypto'
import { transaction, type LeadDatabase } from './storage.ts'

export type LeadKind = 'contact' | 'application'

/** A CV as stored: `file` is relative to DATA_DIR; name and type are the visitor's. */
export interface StoredCv {
  file: string
  name: string
  type: string
  bytes: number
}

export interface NewLead {
  kind: LeadKind
  /** The validated form fields, without the honeypot. */
  data: Record<string, unknown>
  idempotencyKey: string | undefined
  cv?: StoredCv
}

/** `duplicate`: the idempotency key was seen before; `id` is the first request's lead. */
export interface SavedLead {
  id: string
  duplicate: boolean
}

export function createLeadStore(db: LeadDatabase, options: { notify: boolean }) {
  const byKey = db.prepare<[string], { id: string }>(
    'SELECT id FROM leads WHERE idempotency_key = ?',
  )
  const insertLead = db.prepare(
    `INSERT INTO leads (id, kind, created_at, idempotency_key, data, cv_file, cv_name, cv_type, cv_bytes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES (?, ?, ?)',
  )

  function findByIdempotencyKey(key: string | undefined): string | undefined {
    if (key === undefined) return undefined
    const row = byKey.get(key)
    return row?.id
  }

  /**
   * Stores the lead and, when notifications are on, its outbox row in the same transaction:
   * a lead is never committed without its e-mail job, nor the job without the lead. Returns
   * after COMMIT, so the caller can answer 2xx knowing the lead is on disk.
   */
  function save(lead: NewLead): SavedLead {
    return transaction(db, () => {
      const existing = findByIdempotencyKey(lead.idempotencyKey)
      if (existing) return { id: existing, duplicate: true }
      const id = randomUUID()
      const now = new Date().toISOString()
      const { cv } = lead
      insertLead.run(
        id,
        lead.kind,
        now,
        lead.idempotencyKey ?? null,
        JSON.stringify(lead.data),
        cv?.file ?? null,
        cv?.name ?? null,
        cv?.type ?? null,
        cv?.bytes ?? null,
      )
      if (options.notify) insertOutbox.run(id, now, now)
      return { id, duplicate: false }
    })
  }

  function ping(): void {
    db.prepare('SELECT 1').get()
  }

  return { findByIdempotencyKey, save, ping }
}

export type LeadStore = ReturnType<typeof createLeadStore>
