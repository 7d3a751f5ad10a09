import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import type { z } from 'zod'
import { callHoursSchema, type CallHours } from '../../src/calls/hours-schema.ts'
import { displayPath } from '../../src/content/loader/errors.ts'
import { estimatorSchema, type EstimatorRates } from '../../src/estimate/rates-schema.ts'

/**
 * A content file the API reads at start-up with the schema the build checks it with: the same
 * file, so the API accepts exactly what the page offers. Read once: it changes with a deploy, as
 * the page does. A file the build would refuse stops the API with a message naming the file and
 * each field. `what` and `variable` say what the file is and which setting names it.
 */
export function readContentFile<T extends z.ZodType>(
  file: string,
  schema: T,
  what: string,
  variable: string,
): z.output<T> {
  const shown = displayPath(file)
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`${shown}: ${what} cannot be read (${variable}): ${(error as Error).message}`, {
      cause: error,
    })
  }
  let data: unknown
  try {
    data = parse(source)
  } catch (error) {
    throw new Error(`${shown}: not valid YAML: ${(error as Error).message}`, { cause: error })
  }
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `${shown}: field "${issue.path.join('.') || '(the whole file)'}": ${issue.message}`,
  )
  throw new Error(problems.join('\n'))
}

/**
 * The project estimator's questions and rates (ESTIMATOR_FILE, src/content/estimator.yaml), so
 * the estimate the API stores is the one the visitor saw.
 */
export const readEstimatorRates = (file: string): EstimatorRates =>
  readContentFile(file, estimatorSchema, "the project estimator's rates", 'ESTIMATOR_FILE')

/**
 * When the company takes calls (CALL_HOURS_FILE, src/content/call-hours.yaml), so the API
 * accepts exactly the slots the call request page offers.
 */
export const readCallHours = (file: string): CallHours =>
  readContentFile(file, callHoursSchema, 'the working hours for calls', 'CALL_HOURS_FILE')
