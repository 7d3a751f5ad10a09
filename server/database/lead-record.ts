import type { Selectable } from 'kysely'
import type { Estimate } from '../../src/estimate/compute.ts'
import type { Language } from '../../src/i18n/locales.ts'
import { formOf } from './lead-forms.ts'
import type { LeadForm, LeadKind, LeadsTable } from './schema.ts'

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
  form: LeadForm
  createdAt: string
  /** The language of the page that sent it. */
  language: Language
  data: Record<string, unknown>
  cv: StoredCv | undefined
}

/** The columns of a lead without the CV's content (the export lists thousands). */
export const leadColumns = [
  'leads.id',
  'leads.kind',
  'leads.form',
  'leads.created_at',
  'leads.language',
  'leads.data',
  'leads.cv_name',
  'leads.cv_type',
  'leads.cv_bytes',
] as const

export type LeadRow = Pick<
  Selectable<LeadsTable>,
  'id' | 'kind' | 'form' | 'created_at' | 'language' | 'data' | 'cv_name' | 'cv_type' | 'cv_bytes'
>

export function toLeadRecord(row: LeadRow): LeadRecord {
  const kind = row.kind === 'application' ? 'application' : 'contact'
  return {
    id: row.id,
    kind,
    form: formOf(kind, row.form),
    createdAt: row.created_at,
    language: row.language,
    data: JSON.parse(row.data) as Record<string, unknown>,
    cv:
      row.cv_name === null
        ? undefined
        : { name: row.cv_name, type: String(row.cv_type), bytes: Number(row.cv_bytes) },
  }
}

/**
 * The estimate an estimate request stores beside its answers (`data.estimate`,
 * routes/estimate.ts). The API computed it from the rates it had then, so it stays what the
 * visitor was shown when the rates change later. Undefined for any other value.
 */
export function storedEstimate(value: unknown): Estimate | undefined {
  const estimate = value as Partial<Estimate> | null | undefined
  return estimate?.weeks && estimate.cost && Array.isArray(estimate.assumptions)
    ? (estimate as Estimate)
    : undefined
}
