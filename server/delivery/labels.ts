import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { LeadKind } from '../database/schema.ts'
import { isDraftFile, titleOf } from '../../src/content/publication.ts'
import { budgetOptions, interestOptions } from '../../src/forms/contact-options.ts'

/**
 * What a person reads for the values a lead stores as slugs: the service asked about, the
 * budget, the job applied for. The sales e-mail, the desk (list, filter, detail) and the CSV
 * export all label through this, so `erp-solutions` reads "ERP Solutions" everywhere.
 */
export interface Labels {
  /** The name of a slug in `interest`, `budget` or `job`; undefined for other fields and slugs. */
  option(field: string, value: unknown): string | undefined
  /** A form field's value as a person reads it: a slug by its name, the others as text. */
  field(field: string, value: unknown): string
  /** A lead's topic column: the service (enquiries) or the job (applications). */
  topic(kind: LeadKind, topic: string): string
}

const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label

/**
 * The labels with job titles taken from `titles` (slug → title). A value with no label (a job
 * whose file is gone, a service since renamed) reads as it was stored.
 */
export function labelsOf(titles: ReadonlyMap<string, string>): Labels {
  const options: Record<string, (value: unknown) => string | undefined> = {
    interest: (value) => optionLabel(interestOptions, value),
    budget: (value) => optionLabel(budgetOptions, value),
    job: (value) => (typeof value === 'string' ? titles.get(value) : undefined),
  }
  const option = (name: string, value: unknown) => options[name]?.(value)
  const field = (name: string, value: unknown): string => {
    const label = option(name, value)
    if (label !== undefined) return label
    if (name === 'startedAt' && typeof value === 'number') return new Date(value).toISOString()
    if (typeof value === 'boolean') return value ? 'yes' : 'no'
    return String(value)
  }
  return {
    option,
    field,
    topic: (kind, topic) => field(kind === 'application' ? 'job' : 'interest', topic),
  }
}

/**
 * The titles of every job opening in the careers content (`JOBS_DIR`), closed ones included:
 * an application outlives its opening. Read on each use, as the application route reads the
 * open positions, so a new or renamed job needs no restart.
 */
export async function jobTitles(jobsDir: string): Promise<Map<string, string>> {
  const names = (await readdir(jobsDir)).filter(
    (name) => name.endsWith('.md') && !isDraftFile(name),
  )
  const titles = await Promise.all(
    names.map(async (name): Promise<[string, string][]> => {
      const title = titleOf(await readFile(join(jobsDir, name), 'utf8'))
      return title ? [[name.slice(0, -'.md'.length), title]] : []
    }),
  )
  return new Map(titles.flat())
}

/**
 * The labels with the job titles as the careers content has them now. Labels are for reading:
 * when the folder cannot be read, jobs show their slugs and the e-mail still goes out.
 */
export async function readLabels(jobsDir: string): Promise<Labels> {
  const titles = await jobTitles(jobsDir).catch(() => new Map<string, string>())
  return labelsOf(titles)
}
