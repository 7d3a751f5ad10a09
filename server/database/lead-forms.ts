import type { ItemKind } from '../../src/admin/contract.ts'

/**
 * What a lead is to retention, erasure and the privacy notice: an enquiry (any sales lead) or a
 * job application. The `kind` column, whose values SQLite's CHECK constraint fixes.
 */
export type LeadKind = 'contact' | 'application'

/**
 * Which form sent a lead: the `form` column (migration 2026-11-25-lead-forms). SQLite's CHECK
 * on `kind` allows contact and application only, and widening it means rebuilding the table,
 * so every form that brings a sales lead is stored as kind contact and told apart by its form.
 * Retention, erasure and the privacy notice go by `kind` (an estimate request is an enquiry
 * there); the desk, the e-mail and the webhook show each form as a kind of its own (`item`,
 * src/admin/contract.ts ItemKind). A new form is one more entry here.
 */
export const leadForms = {
  /** The contact form (/contactus and the service pages). */
  enquiry: { kind: 'contact', item: 'contact' },
  /** "Send me this estimate" on /estimate. */
  estimate: { kind: 'contact', item: 'estimate' },
  /** A call request on /call. */
  call: { kind: 'contact', item: 'call' },
  /** A job application with its CV. */
  application: { kind: 'application', item: 'application' },
} as const satisfies Record<string, { kind: LeadKind; item: ItemKind }>

export type LeadForm = keyof typeof leadForms

/** A form with the kind it is stored as: what a new lead is given (intake/leads.ts). */
export type FormAndKind = {
  [F in LeadForm]: { form: F; kind: (typeof leadForms)[F]['kind'] }
}[LeadForm]

const forms = Object.keys(leadForms) as LeadForm[]

/** The forms stored as `kind`, the first being what the column's default stands for. */
export const formsOfKind = (kind: LeadKind): LeadForm[] =>
  forms.filter((form) => leadForms[form].kind === kind)

/** The one form the desk shows as `item`. */
export const formOfItem = (item: ItemKind): LeadForm =>
  forms.find((form) => leadForms[form].item === item) ?? 'enquiry'

/**
 * The form of a stored lead. The column's default is enquiry: an API of the release before,
 * still running beside a migrated one (replicas updated in turn), stores its applications with
 * it, so a form that does not belong to the lead's kind reads as that kind's first form.
 */
export function formOf(kind: LeadKind, form: string): LeadForm {
  const known = forms.find((name) => name === form)
  if (known && leadForms[known].kind === kind) return known
  return formsOfKind(kind)[0] ?? 'enquiry'
}

/** What the desk, the export and the webhook call a stored lead (src/admin/contract.ts ItemKind). */
export const itemOf = (kind: LeadKind, form: string): ItemKind => leadForms[formOf(kind, form)].item
