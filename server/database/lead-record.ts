import type { Selectable } from 'kysely'
import type { LeadKind, LeadsTable } from './schema.ts'

/** A CV as stored with its application; `content` is only loaded where it is needed. */
export interface StoredCv {
  name: string
  type: string
  bytes: number
}

/** A stored lead as the mailer and the export read it. */
export interface LeadRecord {
  id: string
  kind: LeadKind
  createdAt: string
  data: Record<string, unknown>
  cv: StoredCv | undefined
}

/** The columns of a lead without the CV's content (the export lists thousands). */
export const leadColumns = [
  'leads.id',
  'leads.kind',
  'leads.created_at',
  'leads.data',
  'leads.cv_name',
  'leads.cv_type',
  'leads.cv_bytes',
] as const

export type LeadRow = Pick<
  Selectable<LeadsTable>,
  'id' | 'kind' | 'created_at' | 'data' | 'cv_name' | 'cv_type' | 'cv_bytes'
>

export function toLeadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    kind: row.kind === 'application' ? 'application' : 'contact',
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    cv:
      row.cv_name === null
        ? undefined
        : { name: row.cv_name, type: String(row.cv_type), bytes: Number(row.cv_bytes) },
  }
}
