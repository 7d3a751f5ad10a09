import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { languageLabel } from '../../src/admin/contract.ts'
import { storedEstimate } from '../database/lead-record.ts'
import type { LeadKind } from '../database/schema.ts'
import { isDraftFile, titleOf } from '../../src/content/publication.ts'
import { describeEstimate } from '../../src/estimate/compute.ts'
import type { CallHours } from '../../src/calls/hours-schema.ts'
import type { EstimatorRates } from '../../src/estimate/rates-schema.ts'
import { budgetOptions, interestOptions } from '../../src/forms/contact-options.ts'

/**
 * What a person reads for the values a lead stores as slugs: the service asked about, the
 * budget, the job applied for, the estimator's answers. The sales e-mail, the desk (list,
 * filter, detail) and the CSV export all label through this, so `erp-solutions` reads "ERP
 * Solutions" everywhere.
 */
export interface Labels {
  /**
   * The name of a slug in `interest`, `budget`, `job`, `language` or an estimator question (a
   * list of them in `platforms` and `features`); undefined for other fields and slugs.
   */
  option(field: string, value: unknown): string | undefined
  /**
   * A form field's value as a person reads it: a slug by its name, a list joined with commas,
   * the estimate in one line ("8–12 weeks, GBP 48,000–72,000"), the others as text.
   */
  field(field: string, value: unknown): string
  /** A lead's topic column: the service (enquiries) or the job (applications). */
  topic(kind: LeadKind, topic: string): string
  /** The company's time zone for calls (src/content/call-hours.yaml), when the caller knows it. */
  callZone: string | undefined
}

const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label

/** The estimator's questions (src/forms/estimate-request.ts) → their options in the rates. */
const estimatorQuestions = {
  project: 'projects',
  platforms: 'platforms',
  features: 'features',
  integrations: 'integrations',
  design: 'design',
  deadline: 'deadline',
  engagement: 'engagement',
} as const satisfies Record<string, keyof EstimatorRates>

/** A list as one line: "Web browsers, Android"; an empty one (no features) as "none". */
const joined = (items: readonly string[]) => (items.length === 0 ? 'none' : items.join(', '))

/**
 * The labels with job titles taken from `titles` (slug → title) and the estimator's options
 * from `estimator` (the rates the API read at start-up). A value with no label (a job whose
 * file is gone, a service since renamed, an estimator option since removed) reads as it was
 * stored.
 */
export function labelsOf(
  titles: ReadonlyMap<string, string>,
  estimator?: EstimatorRates,
  callHours?: CallHours,
): Labels {
  const options: Record<string, (value: unknown) => string | undefined> = {
    interest: (value) => optionLabel(interestOptions, value),
    budget: (value) => optionLabel(budgetOptions, value),
    job: (value) => (typeof value === 'string' ? titles.get(value) : undefined),
    language: (value) => (typeof value === 'string' ? languageLabel(value) : undefined),
  }
  if (estimator) {
    for (const [question, list] of Object.entries(estimatorQuestions)) {
      const label = (id: unknown) =>
        estimator[list].find((option) => option.id === id)?.label ?? String(id)
      options[question] = (value) =>
        Array.isArray(value)
          ? joined(value.map(label))
          : typeof value === 'string'
            ? label(value)
            : undefined
    }
  }
  const option = (name: string, value: unknown) => options[name]?.(value)
  const field = (name: string, value: unknown): string => {
    const label = option(name, value)
    if (label !== undefined) return label
    if (name === 'startedAt' && typeof value === 'number') return new Date(value).toISOString()
    const estimate = name === 'estimate' ? storedEstimate(value) : undefined
    if (estimate) return describeEstimate(estimate)
    if (Array.isArray(value)) return joined(value.map(String))
    if (typeof value === 'boolean') return value ? 'yes' : 'no'
    return String(value)
  }
  return {
    option,
    field,
    topic: (kind, topic) => field(kind === 'application' ? 'job' : 'interest', topic),
    callZone: callHours?.timeZone,
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
export async function readLabels(
  jobsDir: string,
  estimator?: EstimatorRates,
  callHours?: CallHours,
): Promise<Labels> {
  const titles = await jobTitles(jobsDir).catch(() => new Map<string, string>())
  return labelsOf(titles, estimator, callHours)
}
