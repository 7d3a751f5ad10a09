import { z } from 'zod/mini'
import { fieldErrors } from '../../src/forms/fields.ts'
import type { FieldErrors } from '../../src/forms/fields.ts'

type Issue = z.core.$ZodIssue

/**
 * The shared schemas word every rule a person can break in the form. The API also meets
 * requests no form sends (a missing field, an unknown one, a number instead of text): the
 * schemas give those no message of their own, so they get a plain per-field one here. (The
 * message text cannot tell: importing full zod anywhere in the process loads its English
 * locale for zod/mini too.)
 */
function readable(issue: Issue, input: Record<string, unknown>): Issue[] {
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ ...issue, path: [key], message: notInForm }))
    case 'invalid_union': {
      // `union([literal(''), rule])` is "empty or valid": the last branch holds the real rule.
      const nested = issue.errors.at(-1)?.[0]
      return nested ? [{ ...issue, message: nested.message }] : [issue]
    }
    case 'invalid_type': {
      const field = issue.path[0]
      const missing = typeof field === 'string' && input[field] === undefined
      return [
        { ...issue, message: missing ? 'This field is required.' : 'This value is not valid.' },
      ]
    }
    default:
      return [issue]
  }
}

export const notInForm = 'This field is not part of the form.'

export type Validation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors }

export function validate<T>(schema: z.core.$ZodType<T>, input: Record<string, unknown>) {
  const result = z.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data } as Validation<T>
  const issues = result.error.issues.flatMap((issue) => readable(issue, input))
  return { ok: false, fields: fieldErrors({ issues }) } as Validation<T>
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
