import { readFileSync } from 'node:fs'
import { isAbsolute, relative } from 'node:path'
import { parse } from 'yaml'
import { estimatorSchema, type EstimatorRates } from '../../src/estimate/rates-schema.ts'

/** The file as the person who edits it knows it: relative to the project when inside it. */
function displayPath(file: string): string {
  const path = relative(process.cwd(), file)
  return path === '' || path.startsWith('..') || isAbsolute(path) ? file : path
}

/**
 * The project estimator's questions and rates (ESTIMATOR_FILE, src/content/estimator.yaml): the
 * same file, checked by the same schema, as the page that shows the estimate, so the estimate
 * the API stores is the one the visitor saw. Read once when the API starts: the rates change
 * with a deploy, as the page does. A file the build would refuse stops the API with a message
 * naming the file and each field, instead of storing estimates computed from a typo.
 */
export function readEstimatorRates(file: string): EstimatorRates {
  const shown = displayPath(file)
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(
      `${shown}: the project estimator's rates cannot be read (ESTIMATOR_FILE): ${(error as Error).message}`,
      { cause: error },
    )
  }
  let data: unknown
  try {
    data = parse(source)
  } catch (error) {
    throw new Error(`${shown}: not valid YAML: ${(error as Error).message}`, { cause: error })
  }
  const result = estimatorSchema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `${shown}: field "${issue.path.join('.') || '(the whole file)'}": ${issue.message}`,
  )
  throw new Error(problems.join('\n'))
}
