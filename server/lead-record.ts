import type { LeadKind, StoredCv } from './leads.ts'

/** A stored lead as the mailer and the export read it. */
export interface LeadRecord {
  id: string
  kind: LeadKind
  createdAt: string
  data: Record<string, unknown>
  cv: StoredCv | undefined
}

/** A selected row, as better-sqlite3 returns it. */
export type Row = Record<string, string | number | bigint | Buffer | null>

export const leadColumns =
  'l.id, l.kind, l.created_at, l.data, l.cv_file, l.cv_name, l.cv_type, l.cv_bytes'

/** A row selected with `leadColumns` (table alias `l`). */
export function toLeadRecord(row: Row): LeadRecord {
  return {
    id: String(row.id),
    kind: row.kind === 'application' ? 'application' : 'contact',
    createdAt: String(row.created_at),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
    cv:
      row.cv_file === null
        ? undefined
        : {
            file: String(row.cv_file),
            name: String(row.cv_name),
            type: String(row.cv_type),
            bytes: Number(row.cv_bytes),
          },
  }
}
