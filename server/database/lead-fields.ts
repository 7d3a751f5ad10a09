/**
 * 1 when an applicant ticked "Keep my CV for future openings": the retention job then keeps the
 * application for the longer period (src/config/retention.ts). Stored as a column so the job
 * selects by it on both engines.
 */
export function keepsCv(kind: string, data: Record<string, unknown>): 0 | 1 {
  return kind === 'application' && data.keepCv === true ? 1 : 0
}

/**
 * The columns the sales desk filters and searches on, copied from a lead's form data when it is
 * stored (intake/leads.ts) and for leads stored before the desk (the 2026-11-24 migration). The
 * form data stays the record of what was sent; these are its index.
 */
export function searchableFields(kind: string, data: Record<string, unknown>) {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null
  return {
    name: text(data.name),
    email: text(data.email)?.toLowerCase() ?? null,
    company: text(data.company),
    topic: text(kind === 'application' ? data.job : data.interest),
  }
}
